import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's defaults) for every password. `verify` compares in constant time; a
 * user without a password (an advisor not yet activated, an investor) is verified against a
 * dummy hash, so the answer takes as long as for a wrong password.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('no password is set for this account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
