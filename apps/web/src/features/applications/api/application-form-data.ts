function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * An application's checked values as the multipart body the form service reads: files go as
 * files (with their names), booleans as "true"/"false", numbers as text; empty optional fields
 * are left out.
 */
export function applicationFormData(values: Readonly<Record<string, unknown>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof File) data.append(name, value, value.name);
    else if (isBlob(value)) data.append(name, value);
    else if (typeof value === 'string') data.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') {
      data.append(name, String(value));
    }
  }
  return data;
}
