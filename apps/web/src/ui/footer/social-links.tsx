import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS, type SocialId } from '../app-links';

const ICONS: Record<SocialId, ReactElement> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  x: <XIcon fontSize="small" />,
  linkedin: <LinkedInIcon />,
  youtube: <YouTubeIcon />,
};

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" component="ul" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {SOCIAL_LINKS.map(({ id, href }) => (
        <li key={id}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.social.${id}`)}
            sx={{
              color: '#FFFFFF',
              bgcolor: 'rgba(255,255,255,0.1)',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
            }}
          >
            {ICONS[id]}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
