import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from '../../api/server-message';
import { translateMessage } from './translate-message';

/** `translateMessage` bound to the current language, for components. */
export function useTranslateMessage(): (message: string | ShownMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: string | ShownMessage) => translateMessage(t, message), [t]);
}
