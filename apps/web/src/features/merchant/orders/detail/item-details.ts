import type { InvoiceItem } from '@sauda/domain';

export interface ItemDetail {
  kind: 'size' | 'color' | 'description' | 'instruction';
  text: string;
}

/** What the shopper chose or asked for on a line, in the order a kitchen reads it. */
export function itemDetails(item: InvoiceItem): ItemDetail[] {
  const details: Array<[ItemDetail['kind'], string | null | undefined]> = [
    ['size', item.size],
    ['color', item.color],
    ['description', item.item_description],
    ['instruction', item.instruction],
  ];
  return details.flatMap(([kind, text]) => {
    const trimmed = text?.trim();
    return trimmed ? [{ kind, text: trimmed }] : [];
  });
}
