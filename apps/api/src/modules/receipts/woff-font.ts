import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

function readTables(woff: Buffer): { flavor: number; tables: Table[] } {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF font');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('WOFF table length does not match');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  return { flavor, tables };
}

const padded = (length: number) => (length + 3) & ~3;

/**
 * The plain TrueType/OpenType font inside a WOFF file. PDFKit can read WOFF itself, but it
 * inflates every table in JavaScript for every document; Node's zlib does it once, natively.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const { flavor, tables } = readTables(woff);
  const power = 2 ** Math.floor(Math.log2(Math.max(1, tables.length)));
  const directory = SFNT_HEADER + tables.length * SFNT_RECORD;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tables.length, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(tables.length * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_RECORD;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
