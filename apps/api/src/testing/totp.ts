import { generate } from 'otplib';

/** The code an authenticator app shows now (or `offsetSeconds` from now), for tests. */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}
