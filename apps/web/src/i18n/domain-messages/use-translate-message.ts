import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './translate-message';

/** `translateMessage` bound to the current language, for components. */
export function useTranslateMessage(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => translateMessage(t, text), [t]);
}
