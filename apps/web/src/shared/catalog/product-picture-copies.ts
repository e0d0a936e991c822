import { PRODUCT_IMAGE_SIZES, type Product, type ProductImageSize } from '@sauda/domain';

type Picture = Product['pictures'][number];

/** What an <img> and its WebP <source> need to show one picture at one size. */
export interface PictureCopies {
  src: string;
  /** JPEG copies by width, for the browser to pick from with `sizes`. */
  srcSet?: string;
  /** The same copies in WebP; absent for seed art, which has no copies. */
  webpSrcSet?: string;
  /** The copy's width in pixels, for the img's width and height attributes. */
  width?: number;
}

/** The pictures of a product, whichever of the two lists carries them. */
export function picturesOf(product: Pick<Product, 'images' | 'pictures'>): Picture[] {
  return product.images.length > 0 ? product.images : product.pictures;
}

const jpegOf = (picture: Picture, size: ProductImageSize) =>
  ({
    thumb: picture.image_thumb_url,
    card: picture.image_card_url,
    full: picture.image_original_url,
  })[size];

const webpOf = (picture: Picture, size: ProductImageSize) =>
  ({
    thumb: picture.image_thumb_webp_url,
    card: picture.image_card_webp_url,
    full: picture.image_full_webp_url,
  })[size];

const widthList = (urls: ReadonlyArray<[string | undefined, ProductImageSize]>) =>
  urls.every(([url]) => url)
    ? urls.map(([url, size]) => `${url} ${PRODUCT_IMAGE_SIZES[size]}w`).join(', ')
    : undefined;

/**
 * One picture's copies at `size`: `thumb` (160 px) in the cart and gallery, `card` (480 px) in
 * lists, `full` on the product page, where the card copy is offered too for a phone's narrower
 * column. Seed pictures have no copies and keep their one original.
 */
export function pictureCopies(picture: Picture, size: ProductImageSize): PictureCopies {
  const jpeg = jpegOf(picture, size);
  if (!jpeg) return { src: picture.image_original_url };
  const width = PRODUCT_IMAGE_SIZES[size];
  const webp = webpOf(picture, size);
  if (size !== 'full') {
    return { src: jpeg, width, webpSrcSet: webp };
  }
  return {
    src: jpeg,
    width,
    srcSet: widthList([
      [picture.image_card_url, 'card'],
      [jpeg, 'full'],
    ]),
    webpSrcSet: widthList([
      [picture.image_card_webp_url, 'card'],
      [webp, 'full'],
    ]),
  };
}
