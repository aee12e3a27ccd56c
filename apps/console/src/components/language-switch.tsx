import { SegmentedControl } from '@mantine/core';
import { type ConsoleLanguage, consoleLanguages, useI18n } from '../lib/i18n.tsx';

export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={language}
      onChange={(value) => setLanguage(value as ConsoleLanguage)}
      data={consoleLanguages.map((code) => ({
        value: code,
        // Each language is named in itself, so an operator can find theirs whatever is active.
        label: <span lang={code}>{code.toUpperCase()}</span>,
        title: t(`language.${code}`),
      }))}
    />
  );
}
