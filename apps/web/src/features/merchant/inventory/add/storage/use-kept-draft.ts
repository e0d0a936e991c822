import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardDraft } from '../model/wizard-draft';
import { discardDraft, keepDraft, loadDraft } from './draft-store';

/** The draft kept under `id` from an earlier visit: undefined while it is being read. */
export function useKeptDraft(id: string): WizardDraft | null | undefined {
  const [found, setFound] = useState<{ id: string; draft: WizardDraft | null } | null>(null);
  useEffect(() => {
    let current = true;
    void loadDraft(id).then((draft) => {
      if (current) setFound({ id, draft });
    });
    return () => {
      current = false;
    };
  }, [id]);
  return found?.id === id ? found.draft : undefined;
}

// Typing should not copy every photo's bytes on each key: keep the draft once typing pauses.
const KEEP_AFTER_MS = 300;

/**
 * Keeps `draft` in the browser shortly after each change, one write at a time so an older
 * copy never lands after a newer one. `forget` stops pending writes and deletes the draft.
 */
export function useDraftKeeper(id: string, draft: WizardDraft) {
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const forgotten = useRef(false);

  useEffect(() => {
    if (forgotten.current) return undefined;
    timer.current = setTimeout(() => {
      writes.current = writes.current.then(() => keepDraft(id, draft)).catch(() => undefined);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer.current);
  }, [id, draft]);

  const forget = useCallback(async () => {
    forgotten.current = true;
    clearTimeout(timer.current);
    await writes.current;
    await discardDraft(id);
  }, [id]);

  /** Keeps drafts again after a discard started the wizard over. */
  const resume = useCallback(() => {
    forgotten.current = false;
  }, []);

  return { forget, resume };
}
