import { errorBody, errorCodes } from '@wl/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { isPageProblem, publicProblemOf } from './public-problem.ts';

describe('publicProblemOf', () => {
  it('reads an unknown or inactive token by its code or by the label of spec §8', () => {
    expect(
      publicProblemOf(new ApiRequestError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive))),
    ).toEqual({
      kind: 'token',
    });
    expect(
      publicProblemOf(
        new ApiRequestError(404, { label: 'Token is invalid.', code: null, parameters: {}, violations: [] }),
      ),
    ).toEqual({
      kind: 'token',
    });
  });

  it('reads the campaign refusals', () => {
    for (const code of [errorCodes.campaignNotActive, errorCodes.campaignNotStarted, errorCodes.campaignCompleted]) {
      expect(publicProblemOf(new ApiRequestError(409, errorBody('x', code)))).toEqual({ kind: 'campaign', code });
    }
  });

  it('leaves anything else to be retried, next to the button', () => {
    const error = new ApiRequestError(0, null);
    expect(publicProblemOf(error)).toEqual({ kind: 'failed', error });
    expect(isPageProblem(error)).toBe(false);
    expect(isPageProblem(new ApiRequestError(409, errorBody('x', errorCodes.offerOutOfDate)))).toBe(false);
    expect(isPageProblem(new ApiRequestError(409, errorBody('x', errorCodes.campaignNotActive)))).toBe(true);
  });
});
