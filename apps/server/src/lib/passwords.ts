import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id, OWASP's minimum profile: 19 MiB, 2 passes, 1 lane (~40 ms a hash here).
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash ahead of time, so even the first unknown e-mail costs no more than a known one. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
}

/**
 * Spend the same time as a real check when the e-mail has no account, so timing never tells an
 * attacker which e-mails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  prepareDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}

/** A random password for generated accounts: 16 characters from an alphabet without look-alikes. */
export function generatePassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  let password = '';
  // 256 % 56 leaves a tiny bias; acceptable for a one-time password the owner is told to change.
  for (const byte of bytes) password += alphabet[byte % alphabet.length];
  return password;
}
