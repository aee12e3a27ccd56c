import { describe, expect, it } from 'vitest';
import { advisorNetworksSchema, industriesSchema } from './choices.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('at least one industry / network', () => {
  it.each([
    [industriesSchema, [1], undefined],
    [industriesSchema, ['it', 'finance'], undefined],
    [industriesSchema, [], 'validation:industries'],
    [industriesSchema, undefined, 'validation:industries'],
    [industriesSchema, null, 'validation:industries'],
    [advisorNetworksSchema, [7], undefined],
    [advisorNetworksSchema, [], 'validation:networks'],
    [advisorNetworksSchema, undefined, 'validation:networks'],
  ])('%#: %j → %s', (schema, input, key) => {
    expect(keyOf(schema, input)).toBe(key);
  });

  it('says it in both languages', () => {
    expect(issuesOf(industriesSchema, [], 'pl')[0]?.text).toBe('Wybierz co najmniej jedną branżę.');
    expect(issuesOf(advisorNetworksSchema, [], 'pl')[0]?.text).toBe('Doradca musi mieć co najmniej jedną sieć.');
    expect(issuesOf(advisorNetworksSchema, [], 'en')[0]?.text).toBe('An advisor needs at least one network.');
  });
});
