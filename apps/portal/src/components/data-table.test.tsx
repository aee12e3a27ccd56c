import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n.ts';
import { paginationProps, useTableLocalization } from './data-table.tsx';

function localizationIn(language: 'pl' | 'en') {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useTableLocalization(language), { wrapper }).result.current;
}

describe('paginationProps (issue 19: icon buttons have names)', () => {
  it.each([
    ['pl', ['Pierwsza strona', 'Poprzednia strona', 'Następna strona', 'Ostatnia strona']],
    ['en', ['First page', 'Previous page', 'Next page', 'Last page']],
  ] as const)('names the arrow buttons under a table in %s', (language, names) => {
    const props = paginationProps(localizationIn(language));
    expect(props.showRowsPerPage).toBe(false);
    const controls = ['first', 'previous', 'next', 'last'] as const;
    expect(controls.map((control) => props.getControlProps(control)['aria-label'])).toEqual(names);
  });
});
