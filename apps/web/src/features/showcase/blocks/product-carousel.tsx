import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/carousel';
import { SHOWCASE_DEALS } from '../content/deals';
import type { BlockTitleLevel } from './block-heading';
import { DealCard } from './deal-card';

interface ProductCarouselProps {
  titleComponent?: BlockTitleLevel;
}

/** Popular products, two to four at a time. */
export function ProductCarousel({ titleComponent = 'h2' }: ProductCarouselProps) {
  const { t } = useTranslation();
  const cardTitle = titleComponent === 'h2' ? 'h3' : 'h4';
  const slides = SHOWCASE_DEALS.map((deal) => ({
    id: deal.key,
    content: <DealCard deal={deal} titleComponent={cardTitle} />,
  }));
  return (
    <Carousel
      title={t('showcase.products.title')}
      titleComponent={titleComponent}
      slides={slides}
      perView={{ xs: 2, sm: 3, md: 4 }}
      gap={1.5}
    />
  );
}
