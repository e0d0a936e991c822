import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const ALGORITHM = 'scrypt';
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Stored parameters are read back on verify; cap them so a tampered row cannot make one
// verification allocate gigabytes.
const MAX_COST = 1 << 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function deriveKey(
  secret: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function memoryFor(cost: number, blockSize: number): number {
  return 256 * cost * blockSize;
}

/** Hashes a PIN, password or guest secret as `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(secret, salt, KEY_BYTES, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(COST, BLOCK_SIZE),
  });
  return [
    ALGORITHM,
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface StoredHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== ALGORITHM) return null;
  const [cost, blockSize, parallelism] = parts
    .slice(1, 4)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  if (cost === undefined || blockSize === undefined || parallelism === undefined) return null;
  const isPowerOfTwo = cost > 1 && (cost & (cost - 1)) === 0;
  if (!isPowerOfTwo || cost > MAX_COST) return null;
  if (!(blockSize >= 1 && blockSize <= MAX_BLOCK_SIZE)) return null;
  if (!(parallelism >= 1 && parallelism <= MAX_PARALLELISM)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { cost, blockSize, parallelism, salt, key };
}

/** Checks a secret against a stored hash in constant time; a malformed hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await deriveKey(secret, parsed.salt, parsed.key.length, {
    N: parsed.cost,
    r: parsed.blockSize,
    p: parsed.parallelism,
    maxmem: memoryFor(parsed.cost, parsed.blockSize) + 1024 * 1024,
  });
  return timingSafeEqual(key, parsed.key);
}
