import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isNewsCategory, type NewsCategory } from './news-items';

/**
 * The newsroom's state lives in its address, so it can be shared: `?category=offers` filters,
 * `#free15first` opens that story.
 */
export function useNewsSelection() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const raw = params.get('category');
  const category: NewsCategory | null = isNewsCategory(raw) ? raw : null;
  const openSlug = decodeURIComponent(hash.replace(/^#/, ''));

  const go = (next: { category: NewsCategory | null; slug: string }) => {
    const search = next.category ? `?category=${next.category}` : '';
    const target = next.slug ? `#${next.slug}` : '';
    void navigate({ search, hash: target }, { replace: true, preventScrollReset: true });
  };

  return {
    category,
    openSlug,
    selectCategory: (next: NewsCategory | null) => go({ category: next, slug: '' }),
    toggle: (slug: string) => go({ category, slug: openSlug === slug ? '' : slug }),
  };
}
