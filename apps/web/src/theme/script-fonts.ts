/**
 * Nastaliq is large (hundreds of kB): its Arabic-script faces load only when someone reads
 * Sauda in Urdu, never on the English first load. Latin text (prices, codes, numbers) stays in
 * Inter, which the Urdu font stack falls back to.
 */
const FONT_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  ur: () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/arabic-400.css'),
      import('@fontsource/noto-nastaliq-urdu/arabic-700.css'),
    ]),
};

const loaded = new Map<string, Promise<void>>();

/** Adds the font faces a language needs; resolves at once for Latin-script languages. */
export function loadScriptFont(language: string): Promise<void> {
  const loader = FONT_LOADERS[language];
  if (!loader) return Promise.resolve();
  let pending = loaded.get(language);
  if (!pending) {
    pending = loader().then(
      () => undefined,
      (error: unknown) => {
        // A missing font only costs looks (the system's Urdu font is used): never block the switch.
        loaded.delete(language);
        console.warn('The Urdu font could not be loaded', error);
      },
    );
    loaded.set(language, pending);
  }
  return pending;
}
