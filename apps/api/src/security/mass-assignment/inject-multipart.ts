import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface MultipartFile {
  field: string;
  bytes: Uint8Array;
  name: string;
  type: string;
}

export interface MultipartRequest {
  url: string;
  token?: string;
  /** Text parts, sent before the file as a browser sends the form's fields. */
  fields: Record<string, string>;
  file?: MultipartFile;
}

/** POSTs a multipart/form-data body, with the bearer token when given. */
export function injectMultipart(
  app: FastifyInstance,
  { url, token, fields, file }: MultipartRequest,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}
