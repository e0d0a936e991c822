declare const __APP_VERSION__: string;

/** The root package.json's version, written in by the build (`define` in vite.config.ts). */
export const APP_VERSION: string = __APP_VERSION__;
