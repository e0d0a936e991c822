import { styled } from '@mui/material/styles';
import { Link } from 'react-router';

/**
 * One industry in the header's row, drawn as the tabs it replaces (BRAND.md: the brand green
 * for the selected one, with its underline). The focus ring comes from the theme's baseline
 * styles for links; the ring is drawn inside so the scrolling row does not clip it.
 */
export const IndustryNavLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 48,
  paddingInline: theme.spacing(1.5),
  whiteSpace: 'nowrap',
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.25,
  textDecoration: 'none',
  '&:hover': { color: theme.palette.text.primary },
  '&:focus-visible': { outlineOffset: -3 },
  '&[aria-current="page"]': { color: theme.palette.primary.main },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
}));
