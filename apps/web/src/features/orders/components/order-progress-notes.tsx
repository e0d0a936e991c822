import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/ScheduleRounded';
import CookingIcon from '@mui/icons-material/SoupKitchenOutlined';
import CancelIcon from '@mui/icons-material/InfoOutlined';
import { MERCHANT_MESSAGES, type Order } from '@sauda/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';
import {
  cancelNote,
  progressNotes,
  type CancelNote,
  type ProgressNote,
} from '../model/order-progress-notes';
import { useNow } from '../model/use-now';

/** The minutes left of the preparation go down about once a minute: a 20 s tick is enough. */
const TICK_MS = 20_000;

type NoteFields = Pick<
  Order,
  | 'status'
  | 'statuses'
  | 'prep_minutes'
  | 'estimated_delivery_at'
  | 'cancel_reason'
  | 'cancelled_by'
>;

interface Line {
  key: string;
  icon: ReactElement;
  text: string;
  tone: 'primary' | 'error';
}

function useNoteLines(order: NoteFields): Line[] {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const now = useNow(TICK_MS);
  const progressText = (note: ProgressNote) =>
    note.kind === 'arriving'
      ? t('orders.progress.arriving', { time: note.time })
      : note.minutesLeft > 0
        ? t('orders.progress.preparing', { count: note.minutesLeft })
        : t('orders.progress.almostReady');
  const cancelText = (note: CancelNote) => {
    switch (note.kind) {
      case 'storeDidNotRespond':
        return translate(MERCHANT_MESSAGES.autoCancelReason);
      case 'byStore':
        return t('orders.progress.cancelledByStore', { reason: translate(note.reason) });
      case 'reason':
        return t('orders.progress.cancelReason', { reason: translate(note.reason) });
    }
  };
  const lines: Line[] = progressNotes(order, now).map((note) => ({
    key: note.kind,
    icon: note.kind === 'arriving' ? <ScheduleIcon /> : <CookingIcon />,
    text: progressText(note),
    tone: 'primary',
  }));
  const cancelled = cancelNote(order);
  if (cancelled) {
    lines.push({ key: 'cancel', icon: <CancelIcon />, text: cancelText(cancelled), tone: 'error' });
  }
  return lines;
}

interface OrderProgressNotesProps {
  order: NoteFields;
  /** Small type, and only phrasing elements: the history card is one button. */
  dense?: boolean;
}

/**
 * Once accepted: "Preparing — ready in about 20 min" and "Arriving around 14:35" (Karachi
 * time); once cancelled, why. Nothing for an order with nothing to say.
 */
export function OrderProgressNotes({ order, dense = false }: OrderProgressNotesProps) {
  const lines = useNoteLines(order);
  if (lines.length === 0) return null;
  return (
    <Box
      component={dense ? 'span' : 'ul'}
      data-testid="order-progress-notes"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 0.25 : 0.75 }}
    >
      {lines.map((line) => (
        <Box
          component={dense ? 'span' : 'li'}
          key={line.key}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, minWidth: 0 }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'flex',
              color: line.tone === 'error' ? 'error.main' : 'primary.main',
              '& svg': { fontSize: dense ? 16 : 20 },
              mt: dense ? '2px' : 0,
            }}
          >
            {line.icon}
          </Box>
          <Typography
            component="span"
            variant={dense ? 'body2' : 'body1'}
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              color: line.tone === 'error' ? 'error.main' : 'text.primary',
            }}
          >
            {line.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
