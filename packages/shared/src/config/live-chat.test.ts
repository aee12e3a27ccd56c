import { describe, expect, it } from 'vitest';
import { hostDraftSchema } from '../console/host-draft.ts';
import { draftFromSnapshot, snapshotFromDraft } from '../console/index.ts';
import { customSnapshot } from '../testing/host-snapshots.ts';
import { effectiveLiveChatUrl, LIVE_CHAT_URL_MAX, liveChatOrigin, liveChatScriptUrlSchema } from './live-chat.ts';

describe('liveChatScriptUrlSchema (decision 041)', () => {
  it.each([
    'https://chat.vendor.example/widget.js',
    'https://embed.tawk.to/abc/default',
    'https://widget.vendor.example:8443/w.js?id=12',
  ])('accepts %s', (url) => {
    expect(liveChatScriptUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    ['plain http', 'http://chat.vendor.example/widget.js'],
    ['a script: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['an IPv4 address', 'https://10.0.0.5/widget.js'],
    ['an IPv6 address', 'https://[::1]/widget.js'],
    ['a single label', 'https://intranet/widget.js'],
    ['a .localhost name', 'https://chat.demo.localhost/widget.js'],
    ['user info', 'https://user:pass@chat.vendor.example/widget.js'],
    ['a fragment', 'https://chat.vendor.example/widget.js#x'],
    ['not a URL', 'chat.vendor.example/widget.js'],
    ['too long', `https://chat.vendor.example/${'a'.repeat(LIVE_CHAT_URL_MAX)}`],
  ])('refuses %s', (_, url) => {
    const result = liveChatScriptUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('console:checks.liveChatUrl');
  });

  it('names one origin for the Content-Security-Policy', () => {
    expect(liveChatOrigin('https://chat.vendor.example:8443/a/b.js?x=1')).toBe('https://chat.vendor.example:8443');
  });

  it('loads only when on and valid (a URL written around the console is ignored)', () => {
    expect(effectiveLiveChatUrl(true, 'https://chat.vendor.example/w.js')).toBe('https://chat.vendor.example/w.js');
    expect(effectiveLiveChatUrl(false, 'https://chat.vendor.example/w.js')).toBeNull();
    expect(effectiveLiveChatUrl(true, null)).toBeNull();
    expect(effectiveLiveChatUrl(true, 'https://10.0.0.5/w.js')).toBeNull();
  });
});

describe('the live-chat setting in a draft', () => {
  const base = draftFromSnapshot(customSnapshot);

  it('needs a URL while on, and keeps the URL while off', () => {
    const on = hostDraftSchema.safeParse({ ...base, liveChatEnabled: true, liveChatScriptUrl: null });
    expect(on.success).toBe(false);
    expect(on.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['liveChatScriptUrl', 'console:checks.liveChatUrlRequired'],
    ]);
    const off = hostDraftSchema.parse({
      ...base,
      liveChatEnabled: false,
      liveChatScriptUrl: 'https://chat.vendor.example/w.js',
    });
    expect(snapshotFromDraft(off)).toMatchObject({
      liveChatEnabled: false,
      liveChatScriptUrl: 'https://chat.vendor.example/w.js',
    });
  });

  it('reads drafts saved before the setting existed as off', () => {
    const { liveChatEnabled: _on, liveChatScriptUrl: _url, ...older } = base;
    const parsed = hostDraftSchema.parse(older);
    expect(parsed.liveChatEnabled).toBe(false);
    expect(parsed.liveChatScriptUrl).toBeNull();
  });
});
