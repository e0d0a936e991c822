import { cartItemCount, cartTotalPaisa, stepperMaximum, type Paisa } from '@sauda/domain';
import { cartLineUniqueId, type CartLine, type CartLineInput, type CartPort } from './cart-port';

/** A cart that lives as long as the page: the stand-in until the browser-database cart. */
export class MemoryCart implements CartPort {
  private items: readonly CartLine[] = [];
  private readonly listeners = new Set<() => void>();

  addItem(input: CartLineInput): Promise<CartLine> {
    const uniqueId = cartLineUniqueId(input);
    const existing = this.items.find((item) => item.uniqueId === uniqueId);
    // A line never holds more than the stepper would allow for the product.
    const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, stepperMaximum(input));
    const line: CartLine = { ...input, uniqueId, quantity };
    this.items = existing
      ? this.items.map((item) => (item.uniqueId === uniqueId ? line : item))
      : [...this.items, line];
    this.notify();
    return Promise.resolve(line);
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

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
