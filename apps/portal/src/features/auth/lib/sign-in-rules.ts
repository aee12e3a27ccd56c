import { loginPayloadSchema, twoFactorLoginPayloadSchema } from '@wl/shared/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/*
 * The sign-in forms' rules, from the shared contract: a chunk of its own that loads when the form
 * is first used, so the sign-in screen's first load carries no zod (decision 075).
 */
export const loginRules = zod4Resolver(loginPayloadSchema, { errorPriority: 'first' });
export const twoFactorRules = zod4Resolver(twoFactorLoginPayloadSchema, { errorPriority: 'first' });
