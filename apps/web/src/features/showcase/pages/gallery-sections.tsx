import type { ComponentType } from 'react';
import { BrandCarousel } from '../blocks/brand-carousel';
import { BrandCircles } from '../blocks/brand-circles';
import type { BlockTitleLevel } from '../blocks/block-heading';
import { CategoryCarousel } from '../blocks/category-carousel';
import { ProductCarousel } from '../blocks/product-carousel';
import { PromoBanners } from '../blocks/promo-banners';
import { PromoFeed } from '../blocks/promo-feed';
import { QuickDeals } from '../blocks/quick-deals';
import { SaleBoxes } from '../blocks/sale-boxes';
import { ServiceHighlights } from '../blocks/service-highlights';

export type GallerySectionKey =
  | 'banners'
  | 'brandCarousel'
  | 'productCarousel'
  | 'categoryCarousel'
  | 'saleBoxes'
  | 'brandCircles'
  | 'quickDeals'
  | 'services'
  | 'promoFeed';

/** Every marketing block of SPEC §1, in the order the gallery shows them. */
export const GALLERY_SECTIONS: ReadonlyArray<{
  key: GallerySectionKey;
  anchor: string;
  Block: ComponentType<{ titleComponent?: BlockTitleLevel }>;
}> = [
  { key: 'banners', anchor: 'banners', Block: PromoBanners },
  { key: 'brandCarousel', anchor: 'brand-carousel', Block: BrandCarousel },
  { key: 'productCarousel', anchor: 'product-carousel', Block: ProductCarousel },
  { key: 'categoryCarousel', anchor: 'category-carousel', Block: CategoryCarousel },
  { key: 'saleBoxes', anchor: 'sale-boxes', Block: SaleBoxes },
  { key: 'brandCircles', anchor: 'brand-circles', Block: BrandCircles },
  { key: 'quickDeals', anchor: 'quick-deals', Block: QuickDeals },
  { key: 'services', anchor: 'service-highlights', Block: ServiceHighlights },
  { key: 'promoFeed', anchor: 'promo-feed', Block: PromoFeed },
];
