import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PIN_HASH_PARAMETERS, type ScryptParameters } from './pin-hash-parameters.js';

const ALGORITHM = 'scrypt';
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Stored parameters are read back on verify; cap them so a tampered row cannot make one
// verification allocate gigabytes (scrypt needs 128 × N × r bytes) or run for minutes.
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
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
  return 128 * cost * blockSize;
}

function scryptOptions({ cost, blockSize, parallelism }: ScryptParameters): ScryptOptions {
  // Node counts a little more than 128 × N × r against maxmem (128 × r × (p + 2) more).
  const maxmem = memoryFor(cost, blockSize) + 1024 * 1024;
  return { N: cost, r: blockSize, p: parallelism, maxmem };
}

/**
 * Hashes a PIN, password or guest secret as `scrypt$N$r$p$salt$hash` (base64 salt and hash),
 * with a random salt of its own.
 */
export async function hashSecret(
  secret: string,
  parameters: ScryptParameters = PIN_HASH_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(secret, salt, KEY_BYTES, scryptOptions(parameters));
  const { cost, blockSize, parallelism } = parameters;
  return [
    ALGORITHM,
    cost,
    blockSize,
    parallelism,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface StoredHash extends ScryptParameters {
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
  if (!isPowerOfTwo || !(blockSize >= 1 && blockSize <= MAX_BLOCK_SIZE)) return null;
  if (memoryFor(cost, blockSize) > MAX_MEMORY_BYTES) return null;
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
  const key = await deriveKey(secret, parsed.salt, parsed.key.length, scryptOptions(parsed));
  return timingSafeEqual(key, parsed.key);
}

/** Whether a hash is weaker than `parameters`: it is made again at the next sign-in. */
export function needsRehash(
  stored: string,
  parameters: ScryptParameters = PIN_HASH_PARAMETERS,
): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  return (
    parsed.cost < parameters.cost ||
    parsed.blockSize < parameters.blockSize ||
    parsed.parallelism < parameters.parallelism ||
    parsed.salt.length < SALT_BYTES ||
    parsed.key.length < KEY_BYTES
  );
}
