import { builtInThemes, defaultHostBranding, type HostBranding, type Language } from '@wl/shared';
import { describe, expect, it } from 'vitest';
import { type MailTemplate, type MailTemplates, renderMail } from './render-mail.ts';

const origin = 'http://demo.localhost:3000';

/** A host as the demo seed has it: navy theme, logo file, a site title per language. */
const navyHost: HostBranding = {
  ...defaultHostBranding,
  host: 'demo.localhost',
  tenantId: 'tenant',
  landing: {
    ...defaultHostBranding.landing,
    theme: 'theme-navy',
    logo: 'demo-logo.svg',
    siteTitle: { pl: 'Demo Dom Maklerski', en: 'Demo Brokerage House' },
  },
};

/** A host with custom colours set by an admin and a title only in the admin layer. */
const customHost: HostBranding = {
  ...defaultHostBranding,
  host: 'custom.localhost',
  tenantId: 'tenant',
  admin: { siteTitle: { pl: 'Custom Capital PL', en: 'Custom Capital' }, themeColors: '#0f766e,#115e59,#f0fdfa' },
  landing: { ...defaultHostBranding.landing, theme: 'theme-custom', logo: 'https://cdn.example.com/logo.png' },
};

const samples: { [T in MailTemplate]: MailTemplates[T] } = {
  'investor-login-link': { link: `${origin}/login-with-redirect-token?token=abc_DEF-123` },
  'advisor-activation': { link: `${origin}/auth/activate-from-email/tok-1`, firstName: 'Anna' },
  'password-reset': { link: `${origin}/auth/reset-password/tok-2` },
  'offer-invitation': {
    link: `${origin}/campaign?token=tok-3`,
    advisorName: 'Anna Zielińska',
    campaignName: 'Green Bonds',
    productName: 'Bond series A',
    productCode: 'GB-1',
    productTerms: '8,50 % a year, for 24 months, from 1 000,00 PLN',
    message: 'Dear Anna,\nhave a look.',
  },
  'offer-reminder': {
    link: `${origin}/campaign?token=tok-7`,
    advisorName: 'Anna Zielińska',
    campaignName: 'Green Bonds',
    productName: 'Bond series A',
    productCode: 'GB-1',
    nextStep: 'You accepted the offer. The next step is to sign the agreement.',
  },
  'kyc-invitation': {
    link: `${origin}/kyc-form?token=tok-4`,
    advisorName: 'Adam Doradca',
    message: 'Please fill in the form soon.',
  },
  'test-mail': { link: `${origin}/`, operator: 'operator@demo.localhost' },
  'operator-invitation': {
    link: `${origin}/console/#/password/tok-5`,
    role: 'Editor',
    invitedBy: 'operator@demo.localhost',
  },
  'operator-password-reset': { link: `${origin}/console/#/password/tok-6`, resetBy: 'operator@demo.localhost' },
};

const subjects: Record<Language, Record<MailTemplate, string>> = {
  pl: {
    'investor-login-link': 'Twój link do logowania w serwisie Demo Dom Maklerski',
    'advisor-activation': 'Aktywuj konto doradcy w serwisie Demo Dom Maklerski',
    'password-reset': 'Ustaw nowe hasło w serwisie Demo Dom Maklerski',
    'offer-invitation': 'Oferta inwestycyjna: Green Bonds – Bond series A (GB-1)',
    'offer-reminder': 'Przypomnienie: Green Bonds – Bond series A (GB-1)',
    'kyc-invitation': 'Prosimy o wypełnienie ankiety inwestora w serwisie Demo Dom Maklerski',
    'test-mail': 'Wiadomość testowa od Demo Dom Maklerski',
    'operator-invitation': 'Zaproszenie do konsoli operatora',
    'operator-password-reset': 'Ustaw nowe hasło do konsoli operatora',
  },
  en: {
    'investor-login-link': 'Your sign-in link to Demo Brokerage House',
    'advisor-activation': 'Activate your advisor account at Demo Brokerage House',
    'password-reset': 'Set a new password for Demo Brokerage House',
    'offer-invitation': 'Investment offer: Green Bonds – Bond series A (GB-1)',
    'offer-reminder': 'Reminder: Green Bonds – Bond series A (GB-1)',
    'kyc-invitation': 'Please complete your investor questionnaire at Demo Brokerage House',
    'test-mail': 'Test mail from Demo Brokerage House',
    'operator-invitation': 'Invitation to the operator console',
    'operator-password-reset': 'Choose a new password for the operator console',
  },
};

const templates = Object.keys(samples) as MailTemplate[];
const cases = (['pl', 'en'] as const).flatMap((language) => templates.map((template) => [template, language] as const));

describe('renderMail', () => {
  it.each(cases)('%s in %s: subject, link, logo, main colour and site title', (template, language) => {
    const data = samples[template];
    const mail = renderMail(template, data, { branding: navyHost, language, origin });
    const title = language === 'pl' ? 'Demo Dom Maklerski' : 'Demo Brokerage House';
    expect(mail.subject).toBe(subjects[language][template]);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`href="${data.link}"`);
    expect(mail.text).toContain(data.link);
    expect(mail.html).toContain(`src="${origin}/images/demo-logo.svg"`);
    expect(mail.html).toContain(`alt="${title}"`);
    expect(mail.html).toContain(`background:${builtInThemes['theme-navy'].main}`);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain(`:\n${data.link}\n`);
    expect(mail.html).toContain(language === 'pl' ? 'skopiuj ten adres' : 'copy this address');
    expect(mail.text).not.toMatch(/przycisk|button/i);
    expect(mail.text).not.toMatch(/<[a-z/!][^>]*>/i);
    expect(mail.text).not.toMatch(/&#\d+;|&[a-z]+;/);
  });

  it('greets the advisor by first name in both languages', () => {
    const pl = renderMail('advisor-activation', samples['advisor-activation'], {
      branding: navyHost,
      language: 'pl',
      origin,
    });
    const en = renderMail('advisor-activation', samples['advisor-activation'], {
      branding: navyHost,
      language: 'en',
      origin,
    });
    expect(pl.text.startsWith('Dzień dobry Anna,')).toBe(true);
    expect(en.html).toContain('Hello Anna,');
  });

  it('uses the admin title and custom colours over the landing values, and keeps absolute logos', () => {
    const mail = renderMail('password-reset', samples['password-reset'], {
      branding: customHost,
      language: 'en',
      origin: 'http://custom.localhost:3000',
    });
    expect(mail.subject).toBe('Set a new password for Custom Capital');
    expect(mail.html).toContain('background:#0f766e');
    expect(mail.html).toContain('src="https://cdn.example.com/logo.png"');
  });

  it('shows the site title as text when the host has no logo', () => {
    const mail = renderMail('investor-login-link', samples['investor-login-link'], {
      branding: { ...navyHost, landing: { ...navyHost.landing, logo: null } },
      language: 'pl',
      origin,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('<strong style="font-size:18px">Demo Dom Maklerski</strong>');
  });

  it("names the host's support address and where replies go (decision 042), and asks for no reply without one", () => {
    const context = {
      branding: navyHost,
      origin,
      supportEmail: 'pomoc@broker.example',
      replyTo: 'biuro@broker.example',
    };
    const pl = renderMail('password-reset', samples['password-reset'], { ...context, language: 'pl' });
    expect(pl.text).toContain('Pytania? Napisz do nas: pomoc@broker.example');
    expect(pl.text).toContain('odpowiedzi trafiają na biuro@broker.example');
    expect(pl.text).not.toContain('prosimy na nią nie odpowiadać');
    expect(pl.html).toContain('<a href="mailto:pomoc@broker.example" style="color:#374151">pomoc@broker.example</a>');
    const en = renderMail('password-reset', samples['password-reset'], { ...context, language: 'en' });
    expect(en.text).toContain('Questions? Write to us at pomoc@broker.example');
    const plain = renderMail('password-reset', samples['password-reset'], {
      branding: navyHost,
      origin,
      language: 'en',
    });
    expect(plain.text).toContain('please do not reply');
    expect(plain.text).not.toContain('Questions?');
    expect(plain.html).not.toContain('mailto:');
  });

  it('escapes every value from a person or a host in the html part', () => {
    const hostile: HostBranding = {
      ...navyHost,
      landing: { ...navyHost.landing, siteTitle: { pl: 'Dom "<b>Zły</b>"', en: 'x' } },
    };
    const mail = renderMail(
      'advisor-activation',
      { link: `${origin}/auth/activate-from-email/a?b=1&c=2`, firstName: '<script>alert(1)</script>' },
      { branding: hostile, language: 'pl', origin },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('<b>Zły</b>');
    expect(mail.html).toContain('Dom &#34;&#60;b&#62;Zły&#60;/b&#62;&#34;');
    expect(mail.html).toContain('href="http://demo.localhost:3000/auth/activate-from-email/a?b=1&#38;c=2"');
    // The text part is plain text: the value is shown as typed, nothing is interpreted.
    expect(mail.text).toContain('Dzień dobry <script>alert(1)</script>,');
  });

  it('makes a portal path absolute on the host and refuses links that are not http(s)', () => {
    const mail = renderMail(
      'password-reset',
      { link: '/auth/reset-password/t' },
      {
        branding: navyHost,
        language: 'pl',
        origin,
      },
    );
    expect(mail.text).toContain(`${origin}/auth/reset-password/t`);
    for (const link of ['javascript:alert(1)', 'http://x.test/a b', 'http://x.test/"onmouseover=x']) {
      expect(() => renderMail('password-reset', { link }, { branding: navyHost, language: 'pl', origin })).toThrow();
    }
  });
});
