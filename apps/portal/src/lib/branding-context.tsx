import { type HostBranding, type Language, type ResolvedBranding, resolveBranding } from '@wl/shared/config';
import { brandingDefaults } from '@wl/shared/i18n/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { syncDocumentHead } from './document-head.ts';
import { rememberChosenLanguage, toLanguage } from './language.ts';

interface BrandingContextValue {
  /** The host's configuration as injected (both layers, features). */
  branding: HostBranding;
  /** The same, resolved for the language in use. */
  resolved: ResolvedBranding;
  language: Language;
  /** The visitor's explicit choice: switches every text and remembers it for this host. */
  chooseLanguage: (language: Language) => void;
}

const BrandingContext = createContext<BrandingContextValue | null>(null);

export function BrandingProvider({ branding, children }: { branding: HostBranding; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language, branding.landing.language);
  const resolved = useMemo(() => resolveBranding(branding, language, brandingDefaults(language)), [branding, language]);

  useEffect(() => {
    syncDocumentHead(resolved);
  }, [resolved]);

  const chooseLanguage = useCallback(
    (next: Language) => {
      rememberChosenLanguage(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );

  const value = useMemo(
    () => ({ branding, resolved, language, chooseLanguage }),
    [branding, resolved, language, chooseLanguage],
  );
  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
}

export function useBranding(): BrandingContextValue {
  const value = useContext(BrandingContext);
  if (!value) throw new Error('useBranding must be used inside <BrandingProvider>');
  return value;
}
