import { randomInt } from 'node:crypto';
import { hashPassword, totpEnrolment } from '@wl/api';
import type { Database } from '@wl/db';
import { type OperatorRole, operatorRoles } from '@wl/shared/console';
import { emailAddressSchema, isStrongPassword, PASSWORD_MIN_LENGTH } from '@wl/shared/rules';

/** The name an authenticator app lists operator accounts under. */
export const TOTP_ISSUER = 'White-label console';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%&*+-=?@^_';

/** A random 24-character password that passes the shared rule (crypto-random, ~145 bits). */
export function generatePassword(length = 24): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (isStrongPassword(password)) return password;
  }
}

export class CreateOperatorError extends Error {}

export interface CreatedOperator {
  id: string;
  email: string;
  role: OperatorRole;
  /** Only when generated here: shown once, never stored. */
  generatedPassword: string | null;
  /** Only with TOTP: the otpauth:// URI to enrol an authenticator app. */
  otpauthUrl: string | null;
}

/**
 * A new operator (the first one comes from the command line, decision 022). The e-mail is stored
 * lower-cased; a given password must pass the platform's password rule, else one is generated.
 */
export async function createOperator(
  db: Database,
  input: { email: string; password?: string | undefined; totp?: boolean; role?: string | undefined },
): Promise<CreatedOperator> {
  // The command line makes the first operator, who then invites the others: admin unless told.
  const role = (input.role ?? 'admin') as OperatorRole;
  if (!operatorRoles.includes(role)) {
    throw new CreateOperatorError(`The role is one of ${operatorRoles.join(', ')}: ${input.role}`);
  }
  const parsed = emailAddressSchema.safeParse(input.email);
  if (!parsed.success) throw new CreateOperatorError(`Not an e-mail address: ${input.email}`);
  const email = parsed.data.toLowerCase();
  if (input.password !== undefined && !isStrongPassword(input.password)) {
    throw new CreateOperatorError(
      `The password needs at least ${PASSWORD_MIN_LENGTH} characters with an upper- and a lower-case letter, a digit and a special character`,
    );
  }
  if (await db.operator.findUnique({ where: { email } })) {
    throw new CreateOperatorError(`An operator with the e-mail ${email} exists already`);
  }
  const password = input.password ?? generatePassword();
  const enrolment = input.totp ? totpEnrolment(email, TOTP_ISSUER) : null;
  const operator = await db.operator.create({
    data: { email, passwordHash: await hashPassword(password), totpSecret: enrolment?.secret ?? null, role },
  });
  return {
    id: operator.id,
    email,
    role,
    generatedPassword: input.password === undefined ? password : null,
    otpauthUrl: enrolment?.otpauthUrl ?? null,
  };
}
