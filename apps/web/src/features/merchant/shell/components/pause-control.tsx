import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { roleAllows } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantStore } from '../api/get-merchant-store';
import { merchantStoreKeys } from '../api/merchant-store-keys';
import { useCurrentStore } from '../current-store';
import { storeStatusAt } from '../model/store-status';
import { usePauseStore } from '../use-pause-store';
import { useStoreClock } from '../use-store-clock';
import { NoticeSnackbar } from './notice-snackbar';
import { PauseMenu } from './pause-menu';
import { StatusDot, useStatusText } from './pause-status';

/**
 * "Pause new orders", always in reach: the store's state now (open, paused until when, closed)
 * and a menu to pause or reopen. It reads the store's hours, so it turns by itself.
 */
export function PauseControl() {
  const { t } = useTranslation();
  const { storeQueryId, store: summary, role } = useCurrentStore();
  const store = useMerchantStore(storeQueryId).data ?? summary;
  const client = useQueryClient();
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: merchantStoreKeys.detail(storeQueryId) });
    void client.invalidateQueries({ queryKey: merchantStoreKeys.lists });
  }, [client, storeQueryId]);
  const now = useStoreClock(store.paused_until, refresh);
  const status = storeStatusAt(store, now);
  const statusText = useStatusText(status);
  const pause = usePauseStore(storeQueryId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const label = (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {pause.pending ? <CircularProgress size={12} /> : <StatusDot status={status} />}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {statusText}
      </Box>
    </Box>
  );
  if (!roleAllows(role, 'pauseStore')) {
    return (
      <Box role="status" sx={{ px: 1.5, fontWeight: 600, fontSize: 14 }}>
        {label}
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('backOffice.pause.button', { status: statusText })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        sx={{
          borderColor: 'divider',
          color: 'text.primary',
          whiteSpace: 'nowrap',
          maxWidth: { xs: 200, sm: 'none' },
          fontWeight: 600,
        }}
      >
        {label}
      </Button>
      <PauseMenu
        id={menuId}
        anchor={anchor}
        paused={status.kind === 'paused'}
        onClose={() => setAnchor(null)}
        onChoose={(choice) => {
          setAnchor(null);
          pause.send(choice);
        }}
      />
      <NoticeSnackbar notice={pause.notice} onClose={pause.dismiss} />
    </>
  );
}
