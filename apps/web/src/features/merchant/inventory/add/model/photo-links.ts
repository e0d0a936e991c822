/** Which photos each product shows, in order: product draft key → photo keys. */
export type PhotoLinks = Readonly<Record<string, readonly string[]>>;

function without(links: PhotoLinks, photoKey: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(links).map(([product, photos]) => [
      product,
      photos.filter((photo) => photo !== photoKey),
    ]),
  );
}

/** The product a photo belongs to, if any. */
export function productOfPhoto(links: PhotoLinks, photoKey: string): string | null {
  const found = Object.entries(links).find(([, photos]) => photos.includes(photoKey));
  return found ? found[0] : null;
}

/** Gives the photo to one product (last in its order), or to none with null. */
export function linkPhoto(links: PhotoLinks, photoKey: string, productKey: string | null) {
  const unlinked = without(links, photoKey);
  if (productKey === null) return unlinked;
  return { ...unlinked, [productKey]: [...(unlinked[productKey] ?? []), photoKey] };
}

/** Moves a photo `offset` places within its product's order; at either end it stays. */
export function movePhoto(links: PhotoLinks, photoKey: string, offset: number): PhotoLinks {
  const productKey = productOfPhoto(links, photoKey);
  if (productKey === null) return links;
  const photos = [...(links[productKey] ?? [])];
  const from = photos.indexOf(photoKey);
  const to = from + offset;
  if (to < 0 || to >= photos.length) return links;
  photos.splice(from, 1);
  photos.splice(to, 0, photoKey);
  return { ...links, [productKey]: photos };
}

/** Puts a dragged photo where another one of the same or another product stands. */
export function placePhotoAt(links: PhotoLinks, photoKey: string, targetKey: string) {
  const productKey = productOfPhoto(links, targetKey);
  if (productKey === null || photoKey === targetKey) return links;
  const unlinked = without(links, photoKey);
  const photos = [...(unlinked[productKey] ?? [])];
  photos.splice(photos.indexOf(targetKey), 0, photoKey);
  return { ...unlinked, [productKey]: photos };
}

/** Forgets a removed photo or product. */
export function dropPhoto(links: PhotoLinks, photoKey: string): PhotoLinks {
  return without(links, photoKey);
}

export function dropProduct(links: PhotoLinks, productKey: string): PhotoLinks {
  return Object.fromEntries(Object.entries(links).filter(([key]) => key !== productKey));
}

/** The photos that belong to no product (of those still in the wizard). */
export function unlinkedPhotos(links: PhotoLinks, photoKeys: readonly string[]): string[] {
  return photoKeys.filter((photo) => productOfPhoto(links, photo) === null);
}
