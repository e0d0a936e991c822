import { useCallback, useRef, useState } from 'react';
import type { Notice } from './components/notice-snackbar';

/** The notice to show and the ways to raise or dismiss it. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  const say = useCallback((severity: Notice['severity'], text: string) => {
    count.current += 1;
    setNotice({ id: count.current, severity, text });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, say, dismiss };
}
