import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { motion } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useAutoplay } from '../hooks/use-autoplay';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';
import { CarouselDots } from './carousel-dots';
import { useCarouselPause } from './use-carousel-pause';
import { useSlidesPerView, type SlidesPerView } from './use-slides-per-view';
import { useSwipe } from './use-swipe';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

interface CarouselProps {
  title: string;
  titleComponent?: 'h2' | 'h3';
  /** Keeps the title for screen readers only, for carousels whose slides speak for themselves. */
  hideTitle?: boolean;
  slides: readonly CarouselSlide[];
  /** Plays on its own every so many milliseconds, unless the user prefers reduced motion. */
  autoplayMs?: number;
  perView?: SlidesPerView;
  /** Space between slides, in theme spacing units. */
  gap?: number;
}

/**
 * A carousel after the WAI-ARIA APG pattern: a labelled region of slide groups, play/pause,
 * previous/next and position buttons, arrow keys and touch swipes.
 */
export function Carousel({
  title,
  titleComponent = 'h2',
  hideTitle = false,
  slides,
  autoplayMs,
  perView = { xs: 1 },
  gap = 2,
}: CarouselProps) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const ids = useId();
  const titleId = `${ids}-title`;
  const trackId = `${ids}-slides`;
  const visible = Math.min(useSlidesPerView(perView), Math.max(slides.length, 1));
  const positions = Math.max(1, slides.length - visible + 1);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, positions - 1);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing =
    autoplayMs !== undefined && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';
  const { held, handlers, rotationButton } = useCarouselPause();
  const rotating = playing && !held && positions > 1;

  const go = (target: number) => setIndex(((target % positions) + positions) % positions);
  const next = () => go(index + 1);
  const previous = () => go(index - 1);
  useAutoplay(autoplayMs ?? 0, !rotating, () => setIndex((current) => (current + 1) % positions));
  const swipe = useSwipe((direction) =>
    (direction === 'towardsEnd') !== rtl ? next() : previous(),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    if (event.key === forward) next();
    else previous();
  };

  const offset = (index * 100) / visible;
  return (
    <Box
      component="section"
      aria-roledescription={t('showcase.carousel.roleDescription')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: hideTitle ? 1.5 : 2 }}>
        <Typography
          id={titleId}
          variant="h3"
          component={titleComponent}
          sx={hideTitle ? visuallyHidden : { flex: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        {positions > 1 && (
          <Box sx={{ marginInlineStart: 'auto' }}>
            <CarouselControls
              controls={trackId}
              onPrevious={previous}
              onNext={next}
              playing={playing}
              rotationRef={rotationButton}
              onToggleRotation={
                autoplayMs === undefined ? undefined : () => setChoice(playing ? 'pause' : 'play')
              }
            />
          </Box>
        )}
      </Box>
      <Box {...swipe} sx={{ overflow: 'hidden', touchAction: 'pan-y', mx: -gap / 2 }}>
        <Box
          id={trackId}
          aria-live={rotating ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            transform: `translateX(${rtl ? offset : -offset}%)`,
            transition: `transform ${motion.short}ms ease-out`,
          }}
        >
          {slides.map((slide, slideIndex) => {
            const shown = slideIndex >= index && slideIndex < index + visible;
            return (
              <Box
                key={slide.id}
                role="group"
                aria-roledescription={t('showcase.carousel.slide')}
                aria-label={t('showcase.carousel.slideOf', {
                  n: slideIndex + 1,
                  total: slides.length,
                })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                sx={{ flex: `0 0 ${100 / visible}%`, minWidth: 0, px: gap / 2, display: 'flex' }}
              >
                {slide.content}
              </Box>
            );
          })}
        </Box>
      </Box>
      <CarouselDots count={positions} active={index} controls={trackId} onSelect={go} />
    </Box>
  );
}
