import { describe, expect, it } from 'vitest';
import { adminConfigurationSchema } from '../config/host-config.ts';
import { issueKey, translate } from '../i18n/index.ts';
import {
  customSnapshot,
  defaultRowSnapshot,
  demoSnapshot,
  investorDemoSnapshot,
  seededSnapshots,
} from '../testing/host-snapshots.ts';
import { builtInThemes } from '../theme/index.ts';
import {
  contrastChecksToOverride,
  draftFromSnapshot,
  draftThemeColors,
  type HostConfigSnapshot,
  type HostDraftInput,
  hostConfigSnapshotSchema,
  hostDraftSchema,
  isStaleVersion,
  STALE_VERSION_KEY,
  saveHostDraftSchema,
  snapshotFromDraft,
  snapshotThemeColors,
  storedThemeName,
  themeNameFromStored,
} from './host-draft.ts';

function draftOf(snapshot: HostConfigSnapshot): HostDraftInput {
  return draftFromSnapshot(snapshot);
}

/** The keys of the issues a draft fails with, by path. */
function issues(input: unknown): Record<string, string> {
  const result = hostDraftSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueKey(issue)]));
}

function withAdmin(admin: Partial<HostDraftInput['admin']>): HostDraftInput {
  const draft = draftOf(demoSnapshot);
  return { ...draft, admin: { ...draft.admin, ...admin } };
}

describe('draftFromSnapshot / snapshotFromDraft', () => {
  it.each(seededSnapshots.map((snapshot) => [snapshot.hostname ?? '(default)', snapshot] as const))(
    'round-trips the seeded snapshot of %s',
    (_name, snapshot) => {
      const draft = hostDraftSchema.parse(draftFromSnapshot(snapshot));
      expect(snapshotFromDraft(draft)).toEqual(snapshot);
    },
  );

  it('maps the theme and the custom colours', () => {
    const draft = draftFromSnapshot(customSnapshot);
    expect(draft.theme).toBe('theme-custom');
    expect(draft.customColors).toEqual({ main: '#0f766e', hover: '#115e59', highlight: '#f0fdfa' });
    expect(draft.admin).toMatchObject({ siteTitle: { en: 'Custom Capital', pl: 'Custom Capital' } });
    expect(draftFromSnapshot(demoSnapshot).theme).toBe('theme-navy');
    expect(draftFromSnapshot({ ...demoSnapshot, theme: null }).theme).toBeNull();
  });

  it('writes an admin configuration the edge accepts, with themeColors as "main,hover,highlight"', () => {
    const draft = hostDraftSchema.parse({
      ...draftOf(investorDemoSnapshot),
      customColors: { main: '#ABC', hover: '#112233', highlight: '#fff' },
    });
    const snapshot = snapshotFromDraft(draft);
    expect(snapshot.adminConfiguration).toMatchObject({ themeColors: '#aabbcc,#112233,#ffffff' });
    expect(adminConfigurationSchema.safeParse(snapshot.adminConfiguration).success).toBe(true);
  });

  it('the snapshot it writes reads back with hostConfigSnapshotSchema', () => {
    for (const snapshot of seededSnapshots) {
      const written = snapshotFromDraft(hostDraftSchema.parse(draftFromSnapshot(snapshot)));
      expect(hostConfigSnapshotSchema.parse(JSON.parse(JSON.stringify(written)))).toEqual(snapshot);
    }
  });

  it('drops stored values of the wrong shape and unknown admin keys', () => {
    const broken: HostConfigSnapshot = {
      ...demoSnapshot,
      siteTitle: 'not an object',
      headline: { pl: 42, en: 'Only EN' },
      adminConfiguration: { unknown: 'x', siteTitle: ['x'], favicon: 7, themeColors: 'red,blue' },
    };
    const draft = draftFromSnapshot(broken);
    expect(draft.siteTitle).toBeNull();
    expect(draft.headline).toEqual({ en: 'Only EN' });
    expect(draft.admin).not.toHaveProperty('unknown');
    expect(draft.admin.siteTitle).toBeNull();
    expect(draft.admin.favicon).toBeNull();
    expect(draft.customColors).toBeNull();
    expect(hostDraftSchema.safeParse({ ...draft, theme: 'theme-navy' }).success).toBe(true);
  });

  it('keeps stored values that fail today’s rules, so the editor shows the error', () => {
    const draft = draftFromSnapshot({ ...demoSnapshot, reg: 'javascript:alert(1)' });
    expect(draft.reg).toBe('javascript:alert(1)');
    expect(issues(draft)).toEqual({ reg: 'validation:url' });
  });

  it('drops a non-object admin configuration', () => {
    expect(draftFromSnapshot({ ...demoSnapshot, adminConfiguration: 'x' }).admin.inviteText).toBeNull();
  });
});

describe('hostDraftSchema', () => {
  it('normalises texts: blank languages dropped, an empty text is null (falls back)', () => {
    const draft = hostDraftSchema.parse({
      ...draftOf(demoSnapshot),
      siteTitle: { pl: '  Tytuł  ', en: '   ' },
      headline: { pl: '', en: '' },
      subheadline: undefined,
      favicon: '',
    });
    expect(draft.siteTitle).toEqual({ pl: 'Tytuł' });
    expect(draft.headline).toBeNull();
    expect(draft.subheadline).toBeNull();
    expect(draft.favicon).toBeNull();
  });

  it('takes the default row (null hostname) and a wildcard host', () => {
    expect(hostDraftSchema.safeParse(draftOf(defaultRowSnapshot)).success).toBe(true);
    expect(hostDraftSchema.parse({ ...draftOf(demoSnapshot), hostname: ' *.Broker.PL ' }).hostname).toBe('*.broker.pl');
  });

  it.each([
    ['hostname', 'not a host!', 'validation:hostName'],
    ['hostname', '*.pl', 'validation:hostName'],
    ['tenantId', 'abc', 'validation:invalid'],
    ['language', 'de', 'validation:invalid'],
    ['theme', 'theme-red', 'validation:invalid'],
    ['favicon', 'javascript:alert(1)', 'validation:url'],
    ['logo', 'http://cdn.example/logo.png', 'console:checks.httpsRequired'],
    ['logoInverse', '../etc/passwd', 'validation:url'],
    ['investmentRisks', 'http://demo.localhost/r.pdf', 'console:checks.httpsRequired'],
    ['privacyPolicy', 'data:text/html,x', 'validation:url'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issues({ ...draftOf(demoSnapshot), [field]: value })).toEqual({ [field]: key });
  });

  it.each([['https://cdn.example/r.pdf'], ['/dokumenty/regulamin.pdf'], ['regulamin.pdf']])(
    'accepts the link %j',
    (value) => {
      expect(
        issues({ ...draftOf(demoSnapshot), reg: value, admin: { ...draftOf(demoSnapshot).admin, reg: value } }),
      ).toEqual({});
    },
  );

  it('refuses a text longer than 5000 characters', () => {
    expect(issues({ ...draftOf(demoSnapshot), headline: { pl: 'x'.repeat(5001) } })).toEqual({
      'headline.pl': 'validation:maxLength',
    });
  });

  it('refuses an unknown field (strict contract)', () => {
    expect(issues({ ...draftOf(demoSnapshot), colour: 'red' })).toEqual({ '': 'validation:invalid' });
  });

  describe('consent texts', () => {
    it('accept the allowed markup in both layers', () => {
      const consent = { pl: 'Akceptuję <a href="https://demo.localhost/r.pdf">regulamin</a> <strong>Demo</strong>.' };
      expect(issues({ ...withAdmin({ consent2: consent }), consent3: consent })).toEqual({});
    });

    it('refuse script, event handlers, javascript: links and style, naming the language', () => {
      expect(issues({ ...draftOf(demoSnapshot), consent2: { pl: 'ok', en: 'x <script>alert(1)</script>' } })).toEqual({
        'consent2.en': 'console:checks.markupTag',
      });
      expect(issues({ ...draftOf(demoSnapshot), consent3: { pl: '<em onclick="x()">x</em>' } })).toEqual({
        'consent3.pl': 'console:checks.markupAttribute',
      });
      expect(issues(withAdmin({ consent2: { en: '<a href="javascript:alert(1)">x</a>' } }))).toEqual({
        'admin.consent2.en': 'console:checks.markupHref',
      });
      expect(issues(withAdmin({ consent3: { pl: '<strong style="color:red">x</strong>' } }))).toEqual({
        'admin.consent3.pl': 'console:checks.markupAttribute',
      });
    });

    it('carry the offending tag as a param of the message', () => {
      const result = hostDraftSchema.safeParse({ ...draftOf(demoSnapshot), consent2: { pl: '<iframe></iframe>' } });
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0] as { message: string; params?: Record<string, string> };
      expect(translate('pl', issue.message, issue.params)).toContain('<iframe>');
    });

    it('only consents accept markup checks; other texts are plain', () => {
      expect(issues({ ...draftOf(demoSnapshot), headline: { pl: '<b>x</b> & y' } })).toEqual({});
    });
  });

  describe('invite text', () => {
    it('accepts {campaignName}, any number of times, or none', () => {
      expect(
        issues(withAdmin({ inviteText: { pl: 'Zapraszam na {campaignName}: {campaignName}!', en: 'Hi' } })),
      ).toEqual({});
    });

    it.each(['{campaign}', '{{campaignName}}', '{ campaignName }', '{name}'])('refuses the token %j', (token) => {
      const result = hostDraftSchema.safeParse(withAdmin({ inviteText: { en: `Join ${token}` } }));
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0] as {
        message: string;
        path: PropertyKey[];
        params?: Record<string, string>;
      };
      expect(issue.message).toBe('console:checks.inviteToken');
      expect(issue.path).toEqual(['admin', 'inviteText', 'en']);
      expect(issue.params).toEqual({ token, expected: '{campaignName}' });
    });
  });

  describe('theme and colours', () => {
    it('needs the three colours for theme-custom', () => {
      expect(issues({ ...draftOf(customSnapshot), customColors: null })).toEqual({
        customColors: 'console:checks.customColorsRequired',
      });
    });

    it('refuses custom colours with another theme (they would silently win)', () => {
      expect(issues({ ...draftOf(customSnapshot), theme: 'theme-navy' })).toEqual({
        customColors: 'console:checks.customColorsUnused',
      });
      expect(issues({ ...draftOf(customSnapshot), theme: null })).toEqual({
        customColors: 'console:checks.customColorsUnused',
      });
    });

    it.each(['red', '#12345', '#ggg', '#0f766e;}', 'rgb(0,0,0)'])('refuses the colour %j', (colour) => {
      expect(
        issues({ ...draftOf(customSnapshot), customColors: { main: colour, hover: '#000', highlight: '#fff' } }),
      ).toEqual({
        'customColors.main': 'validation:color',
      });
    });

    it('validates the panel colours and lets them be cleared', () => {
      expect(issues(withAdmin({ investorPanelHeaderColor: 'blue' }))).toEqual({
        'admin.investorPanelHeaderColor': 'validation:color',
      });
      const draft = hostDraftSchema.parse(
        withAdmin({ advisorPanelDescriptionColor: '', investorPanelHeaderColor: '#ABC' }),
      );
      expect(draft.admin.advisorPanelDescriptionColor).toBeNull();
      expect(draft.admin.investorPanelHeaderColor).toBe('#aabbcc');
    });

    it('draftThemeColors gives what the portal paints', () => {
      expect(draftThemeColors(hostDraftSchema.parse(draftOf(customSnapshot)))).toEqual({
        main: '#0f766e',
        hover: '#115e59',
        highlight: '#f0fdfa',
      });
      expect(draftThemeColors({ theme: 'theme-navy', customColors: null })).toEqual({
        main: '#172554',
        hover: '#1f3169',
        highlight: '#eff6ff',
      });
      expect(draftThemeColors({ theme: null, customColors: null }).main).toBe('#000000');
    });

    it('stored and spec theme names convert both ways', () => {
      expect(storedThemeName('theme-custom')).toBe('theme_custom');
      expect(themeNameFromStored('theme_navy')).toBe('theme-navy');
    });
  });
});

describe('saveHostDraftSchema (optimistic concurrency)', () => {
  it('needs the version the operator started from', () => {
    const draft = draftOf(demoSnapshot);
    const hostConfigId = '00000000-0000-4000-8000-000000000999';
    expect(saveHostDraftSchema.safeParse({ hostConfigId, expectedVersion: 3, draft }).success).toBe(true);
    for (const expectedVersion of [undefined, 0, 1.5, '3']) {
      expect(saveHostDraftSchema.safeParse({ hostConfigId, expectedVersion, draft }).success).toBe(false);
    }
  });

  it('a save against a moved-on version is stale, with a clear message', () => {
    expect(isStaleVersion(3, 3)).toBe(false);
    expect(isStaleVersion(3, 4)).toBe(true);
    expect(translate('en', STALE_VERSION_KEY, { current: 4, expected: 3 })).toContain('version 4');
    expect(translate('pl', STALE_VERSION_KEY, { current: 4, expected: 3 })).toContain('wersja 4');
  });
});

describe('colours below WCAG AA (decision 037)', () => {
  const yellow = { main: '#ffff00', hover: '#eeee00', highlight: '#ffffe0' };

  it('reads the colours a snapshot paints, as the draft of it does', () => {
    for (const snapshot of seededSnapshots) {
      const draft = hostDraftSchema.parse(draftFromSnapshot(snapshot));
      expect(snapshotThemeColors(snapshot)).toEqual(draftThemeColors(draft));
    }
    expect(snapshotThemeColors({ theme: 'theme_navy', adminConfiguration: {} })).toEqual(builtInThemes['theme-navy']);
    expect(snapshotThemeColors({ theme: null, adminConfiguration: { themeColors: 'red,blue' } })).toEqual(
      builtInThemes['theme-default'],
    );
  });

  it('asks to override only new colours, and only the checks they fail', () => {
    const navy = builtInThemes['theme-navy'];
    expect(contrastChecksToOverride(navy, yellow).map((check) => [check.id, check.ratio])).toEqual([
      ['mainOnWhite', 1.07],
      ['mainOnHighlight', 1.05],
    ]);
    // The same colours, spelt in capitals: no new decision.
    expect(contrastChecksToOverride(yellow, { ...yellow, main: '#FFFF00' })).toEqual([]);
    // New colours that pass.
    expect(contrastChecksToOverride(yellow, navy)).toEqual([]);
  });
});
