import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/** Where the server under test keeps application files (playwright.config sets DATA_DIR). */
export function formFilesDir(form: string): string {
  const dataDir = process.env.SAUDA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SAUDA_E2E_DATA_DIR is not set: run through playwright.config');
  return join(dataDir, 'forms', form);
}

/** The files kept for a form so far; none before the first upload. */
export async function storedFormFiles(form: string): Promise<string[]> {
  try {
    return await readdir(formFilesDir(form));
  } catch {
    return [];
  }
}

/** Whether one of `names` in the form's folder holds exactly `bytes`. */
export async function someFileHolds(form: string, names: string[], bytes: Buffer) {
  for (const name of names) {
    const stored = await readFile(join(formFilesDir(form), name));
    if (stored.equals(bytes)) return true;
  }
  return false;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, tiny PNG: one pixel of the given RGB colour, so each test's file is its own. */
export function tinyPng(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const pixels = deflateSync(Buffer.from([0, red, green, blue]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF header: the browser names it image/gif. */
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
