import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { brand, motion } from '../../../theme/tokens';

interface CarouselDotsProps {
  count: number;
  active: number;
  controls: string;
  onSelect: (index: number) => void;
}

/** One button per position; the current one says so with aria-current. */
export function CarouselDots({ count, active, controls, onSelect }: CarouselDotsProps) {
  const { t } = useTranslation();
  if (count < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.25, mt: 1.5 }}>
      {Array.from({ length: count }, (_, index) => {
        const current = index === active;
        return (
          <ButtonBase
            key={index}
            aria-label={t('showcase.carousel.goTo', { n: index + 1, total: count })}
            aria-current={current ? 'true' : undefined}
            aria-controls={controls}
            onClick={() => onSelect(index)}
            sx={{
              // A 24 px target around a small dot (WCAG 2.2 target size).
              width: 24,
              height: 24,
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: current ? 20 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: current ? brand.primary : '#AEB5B2',
                transition: `width ${motion.shorter}ms ease`,
              },
              ...(current && { width: 32, borderRadius: 4 }),
            }}
          />
        );
      })}
    </Box>
  );
}
