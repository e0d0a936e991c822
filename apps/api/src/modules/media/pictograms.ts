/** Flat pictograms drawn in a 100×100 box with a main and an accent colour. */
export const PICTOGRAMS = [
  'plate',
  'basket',
  'pill',
  'bread',
  'fish',
  'apple',
  'bolt',
  'phone',
  'shirt',
  'lipstick',
  'sofa',
  'paw',
  'flower',
  'pencil',
  'bottle',
  'ball',
  'carton',
  'cup',
  'book',
  'hammer',
  'blocks',
  'heart',
  'bag',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

const INDUSTRY_PICTOGRAMS: Readonly<Record<string, Pictogram>> = {
  food: 'plate',
  grocery: 'basket',
  pharmacy: 'pill',
  bakery: 'bread',
  'meat-seafood': 'fish',
  'fruits-vegetables': 'apple',
  electronics: 'bolt',
  mobiles: 'phone',
  fashion: 'shirt',
  beauty: 'lipstick',
  'home-living': 'sofa',
  pets: 'paw',
  'flowers-gifts': 'flower',
  stationery: 'pencil',
  'baby-care': 'bottle',
  sports: 'ball',
  dairy: 'carton',
  beverages: 'cup',
  books: 'book',
  hardware: 'hammer',
  toys: 'blocks',
  'health-wellness': 'heart',
};

/** The pictogram of an industry slug; unknown industries get a shopping bag, never a broken image. */
export function pictogramForIndustry(slug: string): Pictogram {
  return INDUSTRY_PICTOGRAMS[slug] ?? 'bag';
}

export function hasOwnPictogram(slug: string): boolean {
  return slug in INDUSTRY_PICTOGRAMS;
}

type Draw = (main: string, accent: string) => string;

const DRAWINGS: Record<Pictogram, Draw> = {
  plate: (m, a) =>
    `<circle cx="50" cy="52" r="30" fill="${m}"/><circle cx="50" cy="52" r="19" fill="${a}"/>` +
    `<rect x="8" y="22" width="5" height="60" rx="2" fill="${m}"/><rect x="87" y="22" width="5" height="60" rx="2" fill="${m}"/>`,
  basket: (m, a) =>
    `<path d="M28 46 Q50 6 72 46" fill="none" stroke="${m}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M12 44 H88 L78 86 H22 Z" fill="${m}"/>` +
    `<path d="M36 54 V78 M50 54 V78 M64 54 V78" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  pill: (m, a) =>
    `<g transform="rotate(-40 50 50)"><rect x="16" y="36" width="68" height="28" rx="14" fill="${m}"/>` +
    `<path d="M50 36 H70 A14 14 0 0 1 70 64 H50 Z" fill="${a}"/></g>`,
  bread: (m, a) =>
    `<path d="M14 62 Q14 28 50 28 Q86 28 86 62 V80 H14 Z" fill="${m}"/>` +
    `<path d="M32 44 L40 56 M48 40 L56 52 M64 44 L72 56" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  fish: (m, a) =>
    `<ellipse cx="44" cy="50" rx="32" ry="19" fill="${m}"/><polygon points="70,50 92,30 92,70" fill="${m}"/>` +
    `<circle cx="28" cy="45" r="4" fill="${a}"/><path d="M50 38 Q58 50 50 62" fill="none" stroke="${a}" stroke-width="4"/>`,
  apple: (m, a) =>
    `<path d="M50 34 C30 20 12 38 19 62 C25 84 42 90 50 83 C58 90 75 84 81 62 C88 38 70 20 50 34 Z" fill="${m}"/>` +
    `<rect x="47" y="14" width="6" height="18" rx="3" fill="${m}"/><ellipse cx="64" cy="20" rx="11" ry="6" fill="${a}"/>`,
  bolt: (m, a) =>
    `<circle cx="50" cy="50" r="40" fill="${a}"/><polygon points="56,12 26,56 46,56 40,88 74,42 54,42 62,12" fill="${m}"/>`,
  phone: (m, a) =>
    `<rect x="29" y="8" width="42" height="84" rx="9" fill="${m}"/><rect x="34" y="17" width="32" height="58" rx="3" fill="${a}"/>` +
    `<circle cx="50" cy="83" r="4" fill="${a}"/>`,
  shirt: (m, a) =>
    `<path d="M35 14 L18 22 L8 44 L23 50 L28 42 V88 H72 V42 L77 50 L92 44 L82 22 L65 14 Q50 30 35 14 Z" fill="${m}"/>` +
    `<circle cx="50" cy="46" r="3" fill="${a}"/><circle cx="50" cy="60" r="3" fill="${a}"/><circle cx="50" cy="74" r="3" fill="${a}"/>`,
  lipstick: (m, a) =>
    `<rect x="36" y="54" width="28" height="36" rx="4" fill="${m}"/><rect x="40" y="40" width="20" height="16" fill="${m}" opacity="0.75"/>` +
    `<path d="M40 40 V20 L60 10 V40 Z" fill="${a}"/>`,
  sofa: (m, a) =>
    `<rect x="20" y="28" width="60" height="30" rx="7" fill="${m}"/><rect x="8" y="44" width="16" height="32" rx="6" fill="${m}"/>` +
    `<rect x="76" y="44" width="16" height="32" rx="6" fill="${m}"/><rect x="22" y="54" width="56" height="18" rx="5" fill="${a}"/>` +
    `<rect x="14" y="76" width="6" height="10" fill="${m}"/><rect x="80" y="76" width="6" height="10" fill="${m}"/>`,
  paw: (m, a) =>
    `<ellipse cx="50" cy="64" rx="20" ry="17" fill="${m}"/><circle cx="26" cy="42" r="9" fill="${m}"/>` +
    `<circle cx="41" cy="27" r="9" fill="${m}"/><circle cx="59" cy="27" r="9" fill="${m}"/><circle cx="74" cy="42" r="9" fill="${m}"/>` +
    `<ellipse cx="50" cy="66" rx="8" ry="6" fill="${a}"/>`,
  flower: (m, a) =>
    `<rect x="47" y="50" width="6" height="42" rx="3" fill="${m}"/><ellipse cx="64" cy="74" rx="12" ry="6" fill="${m}"/>` +
    `<circle cx="50" cy="22" r="13" fill="${m}"/><circle cx="66" cy="34" r="13" fill="${m}"/><circle cx="60" cy="52" r="13" fill="${m}"/>` +
    `<circle cx="40" cy="52" r="13" fill="${m}"/><circle cx="34" cy="34" r="13" fill="${m}"/><circle cx="50" cy="38" r="10" fill="${a}"/>`,
  pencil: (m, a) =>
    `<g transform="rotate(45 50 50)"><rect x="41" y="16" width="18" height="56" fill="${m}"/>` +
    `<polygon points="41,72 59,72 50,92" fill="${a}"/><rect x="41" y="6" width="18" height="10" rx="3" fill="${a}"/></g>`,
  bottle: (m, a) =>
    `<path d="M44 6 Q50 0 56 6 L58 20 H42 Z" fill="${a}"/><rect x="36" y="20" width="28" height="10" rx="3" fill="${m}"/>` +
    `<rect x="32" y="30" width="36" height="62" rx="10" fill="${m}"/>` +
    `<path d="M40 50 H52 M40 62 H52 M40 74 H52" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  ball: (m, a) =>
    `<circle cx="50" cy="50" r="38" fill="${m}"/><path d="M50 12 V88 M12 50 H88" stroke="${a}" stroke-width="4"/>` +
    `<path d="M24 22 Q44 50 24 78 M76 22 Q56 50 76 78" fill="none" stroke="${a}" stroke-width="4"/>`,
  carton: (m, a) =>
    `<path d="M30 32 L40 12 H60 L70 32 V90 H30 Z" fill="${m}"/><path d="M30 32 H70" stroke="${a}" stroke-width="3"/>` +
    `<rect x="36" y="46" width="28" height="26" rx="4" fill="${a}"/>`,
  cup: (m, a) =>
    `<path d="M62 6 L54 30" stroke="${a}" stroke-width="5" stroke-linecap="round"/><path d="M24 24 H76 L68 90 H32 Z" fill="${m}"/>` +
    `<path d="M27 44 H73 L70 64 H30 Z" fill="${a}"/>`,
  book: (m, a) =>
    `<rect x="20" y="12" width="60" height="76" rx="5" fill="${m}"/><rect x="26" y="76" width="54" height="8" fill="${a}"/>` +
    `<rect x="32" y="26" width="38" height="6" rx="3" fill="${a}"/><rect x="32" y="38" width="28" height="6" rx="3" fill="${a}"/>`,
  hammer: (m, a) =>
    `<g transform="rotate(-40 50 50)"><rect x="45" y="30" width="11" height="62" rx="4" fill="${m}"/>` +
    `<rect x="24" y="12" width="52" height="20" rx="5" fill="${a}"/></g>`,
  blocks: (m, a) =>
    `<rect x="12" y="54" width="34" height="34" rx="4" fill="${m}"/><rect x="54" y="54" width="34" height="34" rx="4" fill="${a}"/>` +
    `<rect x="33" y="14" width="34" height="34" rx="4" fill="${m}"/>`,
  heart: (m, a) =>
    `<path d="M50 88 C18 64 8 46 18 30 C27 17 43 18 50 32 C57 18 73 17 82 30 C92 46 82 64 50 88 Z" fill="${m}"/>` +
    `<path d="M50 40 V64 M38 52 H62" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  bag: (m, a) =>
    `<path d="M36 34 V26 Q36 12 50 12 Q64 12 64 26 V34" fill="none" stroke="${m}" stroke-width="6"/>` +
    `<path d="M18 32 H82 L78 90 H22 Z" fill="${m}"/><circle cx="50" cy="58" r="10" fill="${a}"/>`,
};

/** SVG markup of a pictogram scaled to `size` and placed at (x, y). */
export function drawPictogram(
  pictogram: Pictogram,
  x: number,
  y: number,
  size: number,
  main: string,
  accent: string,
): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${DRAWINGS[pictogram](main, accent)}</g>`;
}
