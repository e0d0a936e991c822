import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Product } from '@sauda/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../shared/catalog/product-picture';

interface ImageGalleryProps {
  name: string;
  pictures: readonly Product['pictures'][number][];
}

/**
 * The main picture with thumbnails under it. Thumbnails are buttons; the arrow keys, Home and
 * End move between them (one tab stop for the row).
 */
export function ImageGallery({ name, pictures }: ImageGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = Math.max(pictures.length, 1);
  const index = Math.min(selected, count - 1);

  const choose = (next: number) => {
    const wrapped = (next + count) % count;
    setSelected(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.dir === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Box component="section" aria-label={t('catalog.product.gallery')}>
      <ProductPicture
        picture={pictures[index]}
        size="full"
        // Half the large container beside the details from md up, the whole width below.
        sizes="(min-width: 900px) 560px, 100vw"
        alt={t('catalog.product.photoAlt', { name, index: index + 1, count })}
        name={name}
        ratio="1 / 1"
        fit="contain"
        priority
        sx={{
          // Lower on a phone, so the name, price and Add to cart share the first screen.
          aspectRatio: { xs: '4 / 3', md: '1 / 1' },
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      {pictures.length > 1 && (
        <Box
          role="group"
          aria-label={t('catalog.product.gallery')}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}
        >
          {pictures.map((picture, position) => (
            <ButtonBase
              key={`${picture.image_original_url}-${position}`}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              aria-label={t('catalog.product.showPhoto', { index: position + 1, count })}
              aria-pressed={position === index}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setSelected(position)}
              sx={{
                width: 72,
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: position === index ? 'primary.main' : 'divider',
                '&.Mui-focusVisible': {
                  outline: 3,
                  outlineStyle: 'solid',
                  outlineColor: 'secondary.main',
                },
              }}
            >
              <ProductPicture
                picture={picture}
                size="thumb"
                alt=""
                name={name}
                ratio="1 / 1"
                fit="contain"
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
