/** URL-safe slug of a name: lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Turns a URL slug back into words for the picture's title and initials. */
export function labelFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
    .join(' ');
}

const ART_BASE = '/media/art';

export function industryArtUrl(industrySlug: string): string {
  return `${ART_BASE}/industry/${industrySlug}.svg`;
}

export function productArtUrl(industrySlug: string, productName: string): string {
  return `${ART_BASE}/product/${industrySlug}/${slugify(productName)}.svg`;
}

export function storeLogoUrl(industrySlug: string, storeName: string): string {
  return `${ART_BASE}/store/${industrySlug}/${slugify(storeName)}.svg`;
}

export function storeBannerUrl(industrySlug: string, storeName: string): string {
  return `${ART_BASE}/banner/${industrySlug}/${slugify(storeName)}.svg`;
}
