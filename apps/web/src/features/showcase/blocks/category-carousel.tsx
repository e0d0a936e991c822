import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/carousel';
import { SHOWCASE_CATEGORIES } from '../content/categories';
import type { BlockTitleLevel } from './block-heading';
import { CategoryTile } from './category-tile';

interface CategoryCarouselProps {
  titleComponent?: BlockTitleLevel;
}

/** The store's aisles, several at a time, moved by the user only. */
export function CategoryCarousel({ titleComponent = 'h2' }: CategoryCarouselProps) {
  const { t } = useTranslation();
  const slides = SHOWCASE_CATEGORIES.map(({ key, pictogram, tint }) => ({
    id: key,
    content: (
      <CategoryTile name={t(`showcase.categories.${key}`)} pictogram={pictogram} tint={tint} />
    ),
  }));
  return (
    <Carousel
      title={t('showcase.categories.title')}
      titleComponent={titleComponent}
      slides={slides}
      perView={{ xs: 3, sm: 5, md: 7 }}
      gap={1}
    />
  );
}
