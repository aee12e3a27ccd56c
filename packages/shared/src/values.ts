/** A JSON object (not null, not an array): what a plain check of a parsed payload starts from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
