import type { MerchantProduct } from '@sauda/domain';
import { useRef, useState } from 'react';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import { useUpdateMerchantProduct } from '../api/update-merchant-product';
import { changesNothing, reverseOf, type ProductChange } from '../model/product-change';

/**
 * The outcome of the last inline save, for the snackbar and the screen reader; a refusal's
 * message is the server's, already in the reader's language.
 */
export type SaveOutcome = { id: number; name: string } & (
  { kind: 'saved'; undo: () => void } | { kind: 'undone' } | { kind: 'failed'; message: string }
);

/** Saves one change of one product, e.g. `save(product, { quantity: 3 })`. */
export type SaveProduct = (product: MerchantProduct, change: ProductChange) => void;

/**
 * Inline saves of the inventory: each change shows at once, then "Saved" with an Undo that
 * sends the previous values in another PATCH; a refusal puts the value back and says why in
 * the server's words.
 */
export function useInlineSaves(storeId: string) {
  const { mutateAsync } = useUpdateMerchantProduct(storeId);
  const { errorText } = useErrorText();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // Every outcome gets its own id, so the same words show (and are announced) again.
  const told = useRef(0);
  const nextId = () => {
    told.current += 1;
    return told.current;
  };

  function send(product: MerchantProduct, change: ProductChange, undoing: boolean) {
    const { name } = product;
    // mutateAsync, not mutate: every change reports its own outcome, not only the latest.
    mutateAsync({ product, change }).then(
      (saved) =>
        setOutcome(
          undoing
            ? { id: nextId(), name, kind: 'undone' }
            : {
                id: nextId(),
                name,
                kind: 'saved',
                undo: () => send(saved, reverseOf(product, change), true),
              },
        ),
      (error: unknown) =>
        setOutcome({ id: nextId(), name, kind: 'failed', message: errorText(error) }),
    );
  }

  const save: SaveProduct = (product, change) => {
    if (!changesNothing(product, change)) send(product, change, false);
  };

  return { save, outcome, dismiss: () => setOutcome(null) };
}
