import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, changeLanguage, isSupportedLanguage, type Language } from '../../i18n';

export interface LanguageSwitch {
  language: Language;
  /** Switches the UI; on a failed load the app stays as it was and `failed` turns true. */
  choose: (language: Language) => void;
  pending: boolean;
  failed: boolean;
  dismissFailure: () => void;
}

export function useLanguageSwitch(): LanguageSwitch {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const choose = useCallback(
    (next: Language) => {
      if (next === language) return;
      setPending(true);
      setFailed(false);
      changeLanguage(next).then(
        () => setPending(false),
        () => {
          setPending(false);
          setFailed(true);
        },
      );
    },
    [language],
  );

  return { language, choose, pending, failed, dismissFailure: () => setFailed(false) };
}
