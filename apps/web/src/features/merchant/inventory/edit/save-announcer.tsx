import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import type { SaveOutcome } from './use-inline-saves';

/**
 * A live region that is always there (one inserted with its text is often not read), so each
 * inline save is heard: which product was saved or undone, or why the server refused it.
 */
export function SaveAnnouncer({ outcome }: { outcome: SaveOutcome | null }) {
  const { t } = useTranslation();
  const say = (heard: SaveOutcome): string => {
    switch (heard.kind) {
      case 'saved':
        return t('inventory.save.savedFor', { name: heard.name });
      case 'undone':
        return t('inventory.save.undoneFor', { name: heard.name });
      case 'failed':
        return t('inventory.save.failedFor', {
          name: heard.name,
          message: heard.message,
        });
    }
  };
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {outcome && <span key={outcome.id}>{say(outcome)}</span>}
    </Box>
  );
}
