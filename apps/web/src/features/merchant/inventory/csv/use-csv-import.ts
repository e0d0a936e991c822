import { PRODUCT_CSV_BYTES_MAX, type ProductImport } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { merchantProductKeys } from '../api/merchant-product-keys';
import { importProductsCsv } from './api/import-products-csv';

/** Where the dialog is: choosing, sending (checking or applying), the preview, or refused. */
export type CsvImportStep =
  | { kind: 'choose'; problem: 'notCsv' | 'tooLarge' | null }
  | { kind: 'sending'; dryRun: boolean; progress: number }
  | { kind: 'preview'; result: ProductImport }
  | { kind: 'refused'; error: unknown };

const CHOOSE: CsvImportStep = { kind: 'choose', problem: null };

const looksLikeCsv = (file: File) =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/vnd.ms-excel';

/** The file is ready to apply: checked, no row refused, something to write. */
export const canApply = (step: CsvImportStep) =>
  step.kind === 'preview' &&
  step.result.failed === 0 &&
  step.result.created + step.result.updated > 0;

/**
 * The import dialog's steps: a chosen file is checked by the server at once (a dry run);
 * Apply sends the same file again to be written. After a write the store's product lists
 * are refetched and `onImported` hears what was done.
 */
export function useCsvImport(storeId: string, onImported: (result: ProductImport) => void) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CsvImportStep>(CHOOSE);
  const [file, setFile] = useState<File | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (chosen: File, dryRun: boolean) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setStep({ kind: 'sending', dryRun, progress: 0 });
      try {
        const outcome = await importProductsCsv(storeId, chosen, {
          dryRun,
          signal: controller.signal,
          onProgress: (progress) => setStep({ kind: 'sending', dryRun, progress }),
        });
        if (controller.signal.aborted) return;
        if (outcome.applied) {
          await queryClient.invalidateQueries({ queryKey: merchantProductKeys.all(storeId) });
          onImported(outcome.result);
          setFile(null);
          setStep(CHOOSE);
          return;
        }
        setStep({ kind: 'preview', result: outcome.result });
      } catch (error) {
        if (!controller.signal.aborted) setStep({ kind: 'refused', error });
      }
    },
    [onImported, queryClient, storeId],
  );

  const choose = useCallback(
    (chosen: File | undefined) => {
      if (!chosen) return;
      setFile(chosen);
      if (!looksLikeCsv(chosen)) return setStep({ kind: 'choose', problem: 'notCsv' });
      if (chosen.size > PRODUCT_CSV_BYTES_MAX)
        return setStep({ kind: 'choose', problem: 'tooLarge' });
      void send(chosen, true);
    },
    [send],
  );

  const apply = useCallback(() => {
    if (file && canApply(step)) void send(file, false);
  }, [file, send, step]);

  const reset = useCallback(() => {
    abort.current?.abort();
    setFile(null);
    setStep(CHOOSE);
  }, []);

  return { step, file, choose, apply, reset };
}
