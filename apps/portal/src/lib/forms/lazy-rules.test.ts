import { describe, expect, it, vi } from 'vitest';
import { lazyRules, submitWithRules } from './lazy-rules.ts';

type Values = { email: string };
const rules = (values: Values) => (values.email ? {} : { email: 'validation:required' });

describe('lazyRules (decision 075)', () => {
  it('checks nothing before the rules have loaded, starts loading them, then checks with them', async () => {
    const loader = vi.fn(async () => rules);
    const lazy = lazyRules(loader);
    expect(lazy.validate({ email: '' })).toEqual({});
    expect(loader).toHaveBeenCalledTimes(1);
    await lazy.load();
    expect(lazy.validate({ email: '' })).toEqual({ email: 'validation:required' });
    expect(lazy.validate({ email: 'a@b.pl' })).toEqual({});
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rules);
    const lazy = lazyRules<Values>(loader);
    await expect(lazy.load()).rejects.toThrow('offline');
    await lazy.load();
    expect(lazy.validate({ email: '' })).toEqual({ email: 'validation:required' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a submit waits for the rules before the form validates it', async () => {
    let release: (loaded: typeof rules) => void = () => {};
    const lazy = lazyRules<Values>(() => new Promise((resolve) => (release = resolve)));
    const checked: Record<string, string>[] = [];
    const preventDefault = vi.fn();
    submitWithRules(lazy, () => checked.push(lazy.validate({ email: '' }) as Record<string, string>))({
      preventDefault,
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(checked).toEqual([]);
    release(rules);
    await vi.waitFor(() => expect(checked).toEqual([{ email: 'validation:required' }]));
  });
});
