import type { CartStorageError } from './cart-storage-error';

type ErrorListener = (error: CartStorageError) => void;

/** The change and error listeners of a cart. */
export class CartEvents {
  private readonly changeListeners = new Set<() => void>();
  private readonly errorListeners = new Set<ErrorListener>();

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onError(listener: ErrorListener): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  get watched(): boolean {
    return this.changeListeners.size > 0;
  }

  changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  failed(error: CartStorageError): void {
    for (const listener of this.errorListeners) listener(error);
  }
}
