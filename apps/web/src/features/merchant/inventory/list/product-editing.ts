import type { SaveProduct } from '../edit/use-inline-saves';

/** What the rows need to edit in place: the save, and whether the role may change prices. */
export interface ProductEditing {
  onSave: SaveProduct;
  canEditPrice: boolean;
}
