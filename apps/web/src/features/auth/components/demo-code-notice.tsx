import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { devOutboxQueryOptions } from '../api/get-dev-outbox';

// The code reaches the outbox as it is sent; one more look covers a slow write.
const OUTBOX_LOOKS = 2;
const OUTBOX_RETRY_MS = 1500;

interface DemoCodeNoticeProps {
  /** The number as sent: "+923001234567". */
  mobileNumber: string;
  /** When the code went out; each new send reads the outbox again. */
  sentAt: string;
}

/**
 * DESIGN §4: on a demo install (dev SMS provider) no text message leaves the server, so the code
 * is shown here, clearly marked. Anywhere else the outbox answers 404 and nothing shows.
 */
export function DemoCodeNotice({ mobileNumber, sentAt }: DemoCodeNoticeProps) {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...devOutboxQueryOptions(mobileNumber, sentAt),
    refetchInterval: (query) =>
      query.state.data?.length === 0 && query.state.dataUpdateCount < OUTBOX_LOOKS
        ? OUTBOX_RETRY_MS
        : false,
  });
  const code = data?.[0]?.code;
  if (!code) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      data-testid="demo-code-notice"
      sx={{ borderStyle: 'dashed', bgcolor: 'secondary.light' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        <Trans
          i18nKey="auth.demo.code"
          values={{ code }}
          components={{
            code: (
              <Box
                component="span"
                sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.12em' }}
              />
            ),
          }}
        />
      </AlertTitle>
      {t('auth.demo.hint')}
    </Alert>
  );
}
