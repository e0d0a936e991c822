export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function fieldValue(item: unknown): string | Blob {
  if (isBlob(item) || typeof item === 'string') return item;
  if (typeof item === 'number' || typeof item === 'boolean') return String(item);
  return JSON.stringify(item);
}

/** Turns a plain record into multipart fields; arrays repeat their field. */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      form.append(name, fieldValue(item));
    }
  }
  return form;
}

/**
 * GET sends no body. POST, PUT, PATCH and DELETE send theirs as multipart when flagged, otherwise as
 * JSON; with nothing to send (logout) the body stays empty, which the API accepts even under
 * the JSON content type every call carries.
 */
export function buildRequestBody(
  method: RequestMethod,
  body: unknown,
  multipart: boolean,
): BodyInit | undefined {
  if (method === 'GET') return undefined;
  if (multipart) return toFormData(body);
  return body === undefined ? undefined : JSON.stringify(body);
}
