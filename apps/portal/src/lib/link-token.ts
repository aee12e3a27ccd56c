/** What the token of a mailed link looks like (base64url, as the API makes them); anything else was cut or mangled. */
export function isLinkToken(value: string | null | undefined): boolean {
  return /^[A-Za-z0-9_-]{8,200}$/.test(value ?? '');
}
