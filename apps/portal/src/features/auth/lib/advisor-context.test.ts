import { describe, expect, it } from 'vitest';
import { decideAdvisorContext } from './advisor-context.ts';

const HOST = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const advisor = (contextId: string) => ({ context_type: 'advisor-panel' as const, context_id: contextId });

describe('decideAdvisorContext (spec §4/§6: after an advisor login)', () => {
  it("accepts a token for this page's advisor panel without asking for contexts", () => {
    expect(decideAdvisorContext(advisor(HOST), HOST, null)).toEqual({ kind: 'ok' });
  });

  it('asks for the contexts when the token is for another panel', () => {
    expect(decideAdvisorContext(advisor(OTHER), HOST, null)).toEqual({ kind: 'needs-contexts' });
    expect(decideAdvisorContext({ context_type: 'investor-panel', context_id: HOST }, HOST, null)).toEqual({
      kind: 'needs-contexts',
    });
  });

  it("switches to the user's advisor panel of this page", () => {
    const contexts = [
      { id: OTHER, context: 'advisor-panel' as const },
      { id: HOST, context: 'advisor-panel' as const },
    ];
    expect(decideAdvisorContext(advisor(OTHER), HOST, contexts)).toEqual({ kind: 'switch', contextId: HOST });
  });

  it('denies access without an advisor panel of this page (an investor panel of it does not count)', () => {
    expect(decideAdvisorContext(advisor(OTHER), HOST, [])).toEqual({ kind: 'denied' });
    expect(
      decideAdvisorContext(advisor(OTHER), HOST, [
        { id: OTHER, context: 'advisor-panel' },
        { id: HOST, context: 'investor-panel' },
      ]),
    ).toEqual({ kind: 'denied' });
  });

  it('denies a token it cannot read', () => {
    expect(decideAdvisorContext(null, HOST, null)).toEqual({ kind: 'denied' });
  });

  it('on a page without a landing id, accepts any advisor-panel token (the API chose the tenant)', () => {
    expect(decideAdvisorContext(advisor(OTHER), '', null)).toEqual({ kind: 'ok' });
    expect(decideAdvisorContext({ context_type: 'investor-panel', context_id: OTHER }, '', null)).toEqual({
      kind: 'denied',
    });
  });
});
