import type { Paisa } from '@sauda/domain';
import { CartEvents } from './cart-events';
import type { CartLine, CartLineInput } from './cart-line';
import type { CartPort, FreshProducts } from './cart-port';
import { CartStorageError } from './cart-storage-error';

const NO_LINES: readonly CartLine[] = [];

/**
 * A cart whose implementation loads on first use. The browser database (Dexie) is a sizeable
 * library that only shopping pages need: marketing pages never pay for it, and the shopper
 * header's badge pulls it in as soon as it subscribes. Until then the cart reads as empty and
 * not yet loaded.
 */
export class DeferredCart implements CartPort {
  private inner: CartPort | null = null;
  private loading: Promise<CartPort> | null = null;
  private leaveInner: (() => void) | null = null;
  private readonly events = new CartEvents();

  constructor(private readonly loadCart: () => Promise<CartPort>) {}

  async addItem(line: CartLineInput): Promise<CartLine> {
    return (await this.load()).addItem(line);
  }

  async updateQuantity(uniqueId: string, quantity: number): Promise<void> {
    return (await this.load()).updateQuantity(uniqueId, quantity);
  }

  async removeItem(uniqueId: string): Promise<void> {
    return (await this.load()).removeItem(uniqueId);
  }

  async clear(): Promise<void> {
    return (await this.load()).clear();
  }

  async getAll(): Promise<readonly CartLine[]> {
    return (await this.load()).getAll();
  }

  async applyProducts(products: FreshProducts): Promise<void> {
    return (await this.load()).applyProducts(products);
  }

  count(): number {
    return this.inner?.count() ?? 0;
  }

  total(): Paisa {
    return this.inner?.total() ?? 0;
  }

  lines(): readonly CartLine[] {
    return this.inner?.lines() ?? NO_LINES;
  }

  loaded(): boolean {
    return this.inner?.loaded() ?? false;
  }

  subscribe(listener: () => void): () => void {
    const leave = this.events.onChange(listener);
    if (this.inner) this.followInner(this.inner);
    else this.load().catch(() => undefined);
    return () => {
      leave();
      if (!this.events.watched) {
        this.leaveInner?.();
        this.leaveInner = null;
      }
    };
  }

  onError(listener: (error: CartStorageError) => void): () => void {
    return this.events.onError(listener);
  }

  private load(): Promise<CartPort> {
    this.loading ??= this.loadCart().then(
      (cart) => {
        this.inner = cart;
        cart.onError((error) => this.events.failed(error));
        if (this.events.watched) this.followInner(cart);
        this.events.changed();
        return cart;
      },
      (cause: unknown) => {
        // The code could not load (offline after a new release): try again on the next use.
        this.loading = null;
        const error = new CartStorageError(cause);
        this.events.failed(error);
        throw error;
      },
    );
    return this.loading;
  }

  private followInner(cart: CartPort): void {
    this.leaveInner ??= cart.subscribe(() => this.events.changed());
  }
}
