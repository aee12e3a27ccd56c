import { idSchema } from '@wl/shared/schemas';
import { z } from 'zod';

export {
  documented,
  readErrorResponses as errorResponses,
  sendCachedPage,
  sendTotal,
  writeErrorResponses,
} from '../../core/routes.ts';

export const offerIdParams = z.strictObject({ offerId: idSchema });
