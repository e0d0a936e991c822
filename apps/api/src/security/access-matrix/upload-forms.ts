/** A multipart body with one picture in `field`, as the web's upload fields send it. */
export function photoForm(field: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'image/png' }), 'photo.png');
  return form;
}

/** A multipart body with a CSV file in `file`, as the product import sends it. */
export function csvForm(text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
  return form;
}
