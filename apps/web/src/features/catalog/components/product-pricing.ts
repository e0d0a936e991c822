import {
  hasPromotion,
  toPaisa,
  unitSavingPaisa,
  wholePercentOf,
  type Product,
} from '@sauda/domain';

/** The percentage a promotion takes off, rounded (at least 1); null without a promotion. */
export function percentOff(
  product: Pick<Product, 'cost' | 'cost_after_discount' | 'promotion'>,
): number | null {
  if (!hasPromotion(product) || product.cost <= 0) return null;
  const saving = unitSavingPaisa(product);
  if (saving <= 0) return null;
  return Math.max(1, wholePercentOf(saving, toPaisa(product.cost)));
}

/** `card` (480 px) for lists, `full` for the product page; older pictures have only the original. */
export type PictureSize = 'card' | 'full';

/** The pictures of a product at a size, whichever of the two lists carries them. */
export function productPictures(
  product: Pick<Product, 'images' | 'pictures'>,
  size: PictureSize = 'full',
): string[] {
  const list = product.images.length > 0 ? product.images : product.pictures;
  return list.map((picture) =>
    size === 'card'
      ? (picture.image_card_url ?? picture.image_original_url)
      : picture.image_original_url,
  );
}
