import { cartItemCount, cartTotalPaisa, type Paisa } from '@sauda/domain';
import { CartEvents } from './cart-events';
import { cartLineUniqueId, inAddedOrder, type CartLine, type CartLineInput } from './cart-line';
import { addedLine, assertQuantity, refreshedLine } from './cart-line-changes';
import type { CartPort, FreshProducts } from './cart-port';
import type { CartStorageError } from './cart-storage-error';

/** A cart that lives as long as the page: for tests, and browsers without IndexedDB. */
export class MemoryCart implements CartPort {
  private items: readonly CartLine[] = [];
  private readonly events = new CartEvents();
  private clock = 0;

  addItem(input: CartLineInput): Promise<CartLine> {
    const uniqueId = cartLineUniqueId(input);
    const existing = this.items.find((item) => item.uniqueId === uniqueId);
    // A counter rather than the time: two adds in one millisecond still keep their order.
    const line = addedLine(existing, input, (this.clock += 1));
    this.write(
      existing
        ? this.items.map((item) => (item === existing ? line : item))
        : [...this.items, line],
    );
    return Promise.resolve(line);
  }

  updateQuantity(uniqueId: string, quantity: number): Promise<void> {
    return Promise.resolve().then(() => {
      assertQuantity(quantity);
      this.write(
        this.items.map((item) => (item.uniqueId === uniqueId ? { ...item, quantity } : item)),
      );
    });
  }

  removeItem(uniqueId: string): Promise<void> {
    this.write(this.items.filter((item) => item.uniqueId !== uniqueId));
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.write([]);
    return Promise.resolve();
  }

  getAll(): Promise<readonly CartLine[]> {
    return Promise.resolve(this.items);
  }

  applyProducts(products: FreshProducts): Promise<void> {
    this.write(
      this.items.map((item) => {
        const product = products.get(item.query_id);
        return product === undefined ? item : refreshedLine(item, product);
      }),
    );
    return Promise.resolve();
  }

  count(): number {
    return cartItemCount(this.items);
  }

  total(): Paisa {
    return cartTotalPaisa(this.items);
  }

  lines(): readonly CartLine[] {
    return this.items;
  }

  loaded(): boolean {
    return true;
  }

  subscribe(listener: () => void): () => void {
    return this.events.onChange(listener);
  }

  onError(listener: (error: CartStorageError) => void): () => void {
    return this.events.onError(listener);
  }

  private write(items: readonly CartLine[]): void {
    this.items = inAddedOrder(items);
    this.events.changed();
  }
}
