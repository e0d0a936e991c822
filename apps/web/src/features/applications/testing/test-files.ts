/** A file as the browser hands it over: `type` comes from the name, `size` from the bytes. */
export function testFile(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

export const photoFile = (name = 'me.png') => testFile(name, 'image/png');
