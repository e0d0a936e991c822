/** An address-friendly anchor from a text key: `dataWeCollect` → `data-we-collect`. */
export function anchorId(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
