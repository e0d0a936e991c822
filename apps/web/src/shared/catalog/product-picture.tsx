import type { Product, ProductImageSize } from '@sauda/domain';
import type { ComponentProps } from 'react';
import { CatalogImage } from './catalog-image';
import { pictureCopies } from './product-picture-copies';

type CatalogImageProps = ComponentProps<typeof CatalogImage>;

interface ProductPictureProps extends Omit<CatalogImageProps, 'src' | 'copies'> {
  /** The product's picture, or none: then the name's initial stands in. */
  picture: Product['pictures'][number] | undefined;
  size: ProductImageSize;
}

/**
 * A product's picture at the size its place needs, as WebP where the browser takes it and JPEG
 * otherwise; seed art has no copies and stays one plain img.
 */
export function ProductPicture({ picture, size, ...shown }: ProductPictureProps) {
  if (!picture) return <CatalogImage src={null} {...shown} />;
  const { src, ...copies } = pictureCopies(picture, size);
  return <CatalogImage src={src} copies={copies} {...shown} />;
}
