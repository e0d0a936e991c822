import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import PauseIcon from '@mui/icons-material/PauseRounded';
import PlayIcon from '@mui/icons-material/PlayArrowRounded';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../ui/flip-in-rtl';

interface CarouselControlsProps {
  controls: string;
  /** Only carousels that play on their own get the play/pause button. */
  onToggleRotation?: () => void;
  playing?: boolean;
  rotationRef?: Ref<HTMLButtonElement>;
  onPrevious: () => void;
  onNext: () => void;
}

const buttonSx = {
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.default' },
} as const;

/** Play/pause first in the tab order, then previous and next (WAI-ARIA APG carousel). */
export function CarouselControls({
  controls,
  onToggleRotation,
  playing = false,
  rotationRef,
  onPrevious,
  onNext,
}: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
      {onToggleRotation && (
        <IconButton
          ref={rotationRef}
          size="small"
          onClick={onToggleRotation}
          aria-label={t(playing ? 'showcase.carousel.pause' : 'showcase.carousel.play')}
          aria-controls={controls}
          sx={buttonSx}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
      )}
      <IconButton
        size="small"
        onClick={onPrevious}
        aria-label={t('showcase.carousel.previous')}
        aria-controls={controls}
        sx={buttonSx}
      >
        <ChevronLeftIcon sx={flipInRtl} />
      </IconButton>
      <IconButton
        size="small"
        onClick={onNext}
        aria-label={t('showcase.carousel.next')}
        aria-controls={controls}
        sx={buttonSx}
      >
        <ChevronRightIcon sx={flipInRtl} />
      </IconButton>
    </Box>
  );
}
