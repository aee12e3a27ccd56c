import { z } from 'zod';

/**
 * A missing value is "required", a value of the wrong type is "invalid". Only the issue being
 * created still holds its input (zod 4 drops it from reported issues unless asked), so the
 * key is stamped here, once per process, for every schema; a rule's own message still wins.
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? 'validation:required'
      : undefined,
});
