const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type of the files Sauda stores, from a name's extension; null for any other. */
export function contentTypeOfName(name: string): string | null {
  const extension = /\.([a-z0-9]+)$/.exec(name)?.[1];
  return (extension && TYPES_BY_EXTENSION[extension]) ?? null;
}

/** The content type of a stored file's extension (`png`, `pdf`), for storing it. */
export function contentTypeOfExtension(extension: string): string {
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
