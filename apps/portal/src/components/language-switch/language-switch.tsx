import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { languages } from '@wl/shared/config';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { toLanguage } from '@/lib/language.ts';

/**
 * PL / EN as a radio group: arrow keys move between languages. Each option shows the short code
 * but is announced by its full name, in its own language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, chooseLanguage } = useBranding();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      color="brand"
      value={language}
      onChange={(value) => chooseLanguage(toLanguage(value, language))}
      data={languages.map((code) => ({
        value: code,
        label: (
          <>
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <VisuallyHidden lang={code}>{t(`language.${code}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
