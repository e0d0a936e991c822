import type { Paisa } from '@sauda/domain';
import { CartEvents } from './cart-events';
import type { CartLine, CartLineInput } from './cart-line';
import type { CartPort, FreshProducts } from './cart-port';
import { CartStorageError } from './cart-storage-error';
import { NO_SUMMARY_MIRROR, type CartSummary, type CartSummaryMirror } from './cart-summary-mirror';

const NO_LINES: readonly CartLine[] = [];

/**
 * A cart whose implementation loads on first use. The browser database (Dexie) is a sizeable
 * library that only shopping pages need, and not at start: until it has loaded and read the
 * lines, the count and total come from the summary mirrored in local storage, so the header's
 * badge costs nothing. Any operation (`getAll` too, which the pages that show the lines call)
 * loads it; the mirror is rewritten from the real lines after every change.
 */
export class DeferredCart implements CartPort {
  private inner: CartPort | null = null;
  private loading: Promise<CartPort> | null = null;
  private leaveInner: (() => void) | null = null;
  private leaveMirror: (() => void) | null = null;
  private mirrored: CartSummary | null;
  private readonly events = new CartEvents();

  constructor(
    private readonly loadCart: () => Promise<CartPort>,
    private readonly mirror: CartSummaryMirror = NO_SUMMARY_MIRROR,
  ) {
    this.mirrored = mirror.read();
  }

  addItem(line: CartLineInput): Promise<CartLine> {
    return this.change((cart) => cart.addItem(line));
  }

  updateQuantity(uniqueId: string, quantity: number): Promise<void> {
    return this.change((cart) => cart.updateQuantity(uniqueId, quantity));
  }

  removeItem(uniqueId: string): Promise<void> {
    return this.change((cart) => cart.removeItem(uniqueId));
  }

  clear(): Promise<void> {
    return this.change((cart) => cart.clear());
  }

  getAll(): Promise<readonly CartLine[]> {
    return this.change((cart) => cart.getAll());
  }

  applyProducts(products: FreshProducts): Promise<void> {
    return this.change((cart) => cart.applyProducts(products));
  }

  count(): number {
    return this.readInner()?.count() ?? this.mirrored?.count ?? 0;
  }

  total(): Paisa {
    return this.readInner()?.total() ?? this.mirrored?.total ?? 0;
  }

  lines(): readonly CartLine[] {
    return this.readInner()?.lines() ?? NO_LINES;
  }

  loaded(): boolean {
    return this.readInner() !== null;
  }

  subscribe(listener: () => void): () => void {
    const leave = this.events.onChange(listener);
    if (this.inner) this.followInner(this.inner);
    else this.followMirror();
    return () => {
      leave();
      if (this.events.watched) return;
      this.leaveInner?.();
      this.leaveInner = null;
      this.leaveMirror?.();
      this.leaveMirror = null;
    };
  }

  onError(listener: (error: CartStorageError) => void): () => void {
    return this.events.onError(listener);
  }

  /** The loaded cart once it has read its storage: before that its count would read 0. */
  private readInner(): CartPort | null {
    return this.inner?.loaded() ? this.inner : null;
  }

  private async change<T>(operation: (cart: CartPort) => Promise<T>): Promise<T> {
    const cart = await this.load();
    try {
      return await operation(cart);
    } finally {
      this.writeMirror();
    }
  }

  private load(): Promise<CartPort> {
    this.loading ??= this.loadCart().then(
      (cart) => {
        this.inner = cart;
        cart.onError((error) => this.events.failed(error));
        this.leaveMirror?.();
        this.leaveMirror = null;
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
    this.leaveInner ??= cart.subscribe(() => {
      this.writeMirror();
      this.events.changed();
    });
  }

  /** Until the storage loads, another tab's change reaches this page through the mirror. */
  private followMirror(): void {
    this.leaveMirror ??= this.mirror.onOtherTabWrite(() => {
      this.mirrored = this.mirror.read();
      this.events.changed();
    });
  }

  private writeMirror(): void {
    const cart = this.readInner();
    if (!cart) return;
    const summary = { count: cart.count(), total: cart.total() };
    if (summary.count === this.mirrored?.count && summary.total === this.mirrored.total) return;
    this.mirrored = summary;
    this.mirror.write(summary);
  }
}
