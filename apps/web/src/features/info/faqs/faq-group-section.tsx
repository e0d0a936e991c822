import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { faqItemId, type FaqGroup } from './faq-groups';
import { FaqItem } from './faq-item';
import { renderWhenVisible } from '../../../ui/render-when-visible';
import { HydrateWhenVisible } from '../../../ui/hydrate-when-visible';

interface FaqGroupSectionProps {
  group: FaqGroup;
  /** The id the address's #hash names, if any. */
  target: string;
}

/** One group of questions under its own h2; the section is the group's anchor. */
export function FaqGroupSection({ group, target }: FaqGroupSectionProps) {
  const { t } = useTranslation();
  const titleId = `${group.id}-title`;
  return (
    <HydrateWhenVisible>
      <Box
        component="section"
        id={group.id}
        aria-labelledby={titleId}
        sx={{ ...renderWhenVisible, scrollMarginTop: 88, '&:focus-visible': { outline: 'none' } }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {t(`info.faqs.groups.${group.id}.title`)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t(`info.faqs.groups.${group.id}.intro`)}
        </Typography>
        <Stack spacing={1.25}>
          {group.items.map((key) => (
            <FaqItem key={key} itemKey={key} targeted={target === faqItemId(key)} />
          ))}
        </Stack>
      </Box>
    </HydrateWhenVisible>
  );
}
