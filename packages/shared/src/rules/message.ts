import { z } from 'zod';
import { ruleMessage } from './messages.ts';

/** Spec §9: a message has at least 10 characters. */
export const MESSAGE_MIN_LENGTH = 10;

/**
 * message at least 10 characters: counted after trimming, so padding with spaces does not
 * pass, and in characters rather than UTF-16 units, so an emoji is one. The output is trimmed.
 */
export const messageSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(
    (text) => [...text].length >= MESSAGE_MIN_LENGTH,
    ruleMessage('validation:messageMinLength', { min: MESSAGE_MIN_LENGTH }),
  );
