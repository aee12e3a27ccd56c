// The password rule without zod: the sign-in form's first load names the minimum (decision 075).

/** Spec §9: passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec §5: at least 8 characters with an upper- and a lower-case letter, a digit and a special
 * character. Letters are Unicode letters (Ł and ż count), a special character is anything that is
 * neither a letter, a digit nor white space, and length counts characters, not UTF-16 units.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}
