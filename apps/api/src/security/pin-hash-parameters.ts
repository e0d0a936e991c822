/** scrypt's CPU/memory cost (N), block size (r) and parallelism (p). */
export interface ScryptParameters {
  cost: number;
  blockSize: number;
  parallelism: number;
}

/**
 * PINs and passwords that people choose: OWASP's minimum for scrypt (Password Storage Cheat
 * Sheet), N=2^17, r=8, p=1. Each hash takes 128 MiB and about 0.4 s of one core.
 */
export const PIN_HASH_PARAMETERS: ScryptParameters = Object.freeze({
  cost: 2 ** 17,
  blockSize: 8,
  parallelism: 1,
});

/**
 * A guest's secret is 16 or more characters drawn at random by the browser or the server, not
 * something a person chose: a slow hash adds nothing against guessing it, while every first
 * visit makes one.
 */
export const GUEST_SECRET_HASH_PARAMETERS: ScryptParameters = Object.freeze({
  cost: 2 ** 14,
  blockSize: 8,
  parallelism: 1,
});
