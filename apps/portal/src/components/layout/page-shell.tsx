import { Container, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch/language-switch.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { InsideFrame } from './frame-context.tsx';
import classes from './page-shell.module.css';

const MAIN_ID = 'main-content';

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function LegalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  if (!isExternal(href)) {
    return (
      <a className={classes.footerLink} href={href}>
        {children}
      </a>
    );
  }
  return (
    <a className={classes.footerLink} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('legal.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

function SiteHeader() {
  const { t } = useTranslation();
  const { resolved } = useBranding();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Link
          to={paths.home.getHref()}
          className={classes.brand}
          aria-label={t('layout.homeLink', { siteTitle: resolved.texts.siteTitle })}
        >
          <BrandLogo />
        </Link>
        <LanguageSwitch />
      </Container>
    </header>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  const { resolved } = useBranding();
  const { links } = resolved;
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <nav aria-label={t('legal.navLabel')}>
          <ul className={classes.footerLinks}>
            <li>
              <LegalLink href={links.investmentRisks}>{t('legal.investmentRisks')}</LegalLink>
            </li>
            <li>
              <LegalLink href={links.reg}>{t('legal.reg')}</LegalLink>
            </li>
            <li>
              <LegalLink href={links.privacyPolicy}>{t('legal.privacyPolicy')}</LegalLink>
            </li>
          </ul>
        </nav>
        <Text size="sm" className={classes.copyright}>
          {t('home.footer', { year: new Date().getFullYear(), siteTitle: resolved.texts.siteTitle })}
        </Text>
      </Container>
    </footer>
  );
}

/** The branded frame of every portal page: header (logo, language), main, footer (legal links). */
export function PageShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <InsideFrame>{children}</InsideFrame>
      </main>
      <SiteFooter />
    </>
  );
}
