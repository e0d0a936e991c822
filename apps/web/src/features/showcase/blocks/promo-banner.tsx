import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { Link as RouterLink } from 'react-router';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { Pictogram, type PictogramKind } from '../art/pictogram';

export interface PromoBannerLook {
  background: string;
  ink: string;
  pictogram: PictogramKind;
}

interface PromoBannerProps {
  look: PromoBannerLook;
  eyebrow: string;
  title: string;
  body: string;
  cta: string;
  size: 'hero' | 'side';
  titleComponent: 'h3' | 'h4';
}

/** One banner: words at the start, a drawing at the end, a link to shop the offer. */
export function PromoBanner({
  look,
  eyebrow,
  title,
  body,
  cta,
  size,
  titleComponent,
}: PromoBannerProps) {
  const hero = size === 'hero';
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: '100%',
        minHeight: hero ? { xs: 220, md: 320 } : { xs: 148, md: 152 },
        p: hero ? { xs: 3, md: 5 } : { xs: 2.5, md: 3 },
        borderRadius: '20px',
        background: look.background,
        color: look.ink,
      }}
    >
      <Box sx={{ position: 'relative', zIndex: 1, maxWidth: hero ? 440 : 260 }}>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.6, opacity: 0.9 }}>
          {eyebrow}
        </Typography>
        <Typography
          variant={hero ? 'h2' : 'h4'}
          component={titleComponent}
          sx={{
            mb: hero ? 1 : 0.5,
            fontSize: hero ? undefined : { xs: '1.0625rem', md: '1.125rem' },
          }}
        >
          {title}
        </Typography>
        <Typography variant="body2" sx={{ mb: hero ? 2.5 : 1.5, opacity: 0.92 }}>
          {body}
        </Typography>
        <Button
          component={RouterLink}
          to="/products"
          size={hero ? 'large' : 'small'}
          variant="contained"
          color={hero ? 'secondary' : 'primary'}
          endIcon={<ArrowForwardIcon sx={flipInRtl} />}
        >
          {cta}
        </Button>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          insetInlineEnd: hero ? { xs: -24, md: 24 } : -12,
          insetBlockEnd: hero ? { xs: -16, md: 'auto' } : -10,
          opacity: hero ? { xs: 0.35, sm: 1 } : 0.9,
          width: hero ? { xs: 160, md: 240 } : { xs: 96, md: 110 },
          height: hero ? { xs: 160, md: 240 } : { xs: 96, md: 110 },
        }}
      >
        <Pictogram kind={look.pictogram} size="100%" />
      </Box>
    </Box>
  );
}
