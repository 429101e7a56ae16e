// Passwords are hashed with scrypt (memory-hard; Node's own crypto, no native add-on):
// "scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>". The cost is stored with each hash, so raising
// it later keeps old hashes valid.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, randomInt } from 'node:crypto';

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((res, rej) => {
    scryptCb(password.normalize('NFKC'), salt, 32, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (err, key) => (err ? rej(err) : res(key)));
  });
}

export async function hashPassword(password: string, cost = 15): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 2 ** cost, 8, 1);
  return `scrypt$${cost}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, cost, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), 2 ** Number(cost), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random password for generated accounts and the first super admin. */
export function randomPassword(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
