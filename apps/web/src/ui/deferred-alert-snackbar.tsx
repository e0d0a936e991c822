import { lazy } from 'react';
import type { AlertSnackbarProps } from './alert-snackbar';
import { LazyPanel } from './lazy-panel';

const AlertSnackbar = lazy(async () => ({
  default: (await import('./alert-snackbar')).AlertSnackbar,
}));

/**
 * An `AlertSnackbar` whose code loads the first time it opens: notices that most visits never
 * show (offline, an expired session, a failed load) cost the first page nothing.
 */
export function DeferredAlertSnackbar(props: AlertSnackbarProps) {
  return (
    <LazyPanel open={props.open}>
      <AlertSnackbar {...props} />
    </LazyPanel>
  );
}
