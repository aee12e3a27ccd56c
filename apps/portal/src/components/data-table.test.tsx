import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook, screen } from '@testing-library/react';
import { MantineReactTable, type MRT_ColumnFiltersState, useMantineReactTable } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import classes from './data-table.module.css';
import { paginationProps, serverTableOptions, useServerTableState, useTableLocalization } from './data-table.tsx';

const css = readFileSync(join(import.meta.dirname, 'data-table.module.css'), 'utf8');

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

interface Row {
  id: string;
  name: string;
}

/** A server-side table of six wide columns (wider than a phone), with no rows. */
function EmptyTable({ filters = [] }: { filters?: MRT_ColumnFiltersState }) {
  const state = useServerTableState();
  const localization = useTableLocalization('pl');
  const table = useMantineReactTable<Row>({
    ...serverTableOptions<Row>(state, localization),
    columns: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, accessorKey: 'name', header: id, size: 200 })),
    data: [],
    state: { columnFilters: filters },
  });
  return <MantineReactTable table={table} />;
}

/** The declarations of one rule of the stylesheet, as `property: value` strings. */
function rule(selector: string): string[] {
  const body = new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return body
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

describe('the message of an empty table (issue 19: visible on a 390 px screen)', () => {
  it('is kept in the part of the table on screen, not centred in a row as wide as every column', () => {
    renderWithProviders(<EmptyTable />);
    const message = screen.getByTestId('table-empty');
    expect(message.textContent).toBe('Nie ma tu jeszcze nic do pokazania.');
    expect(message.className).toContain(classes.empty);
    // The scroll container is the size container the message measures itself by.
    expect(message.closest('.mrt-table-container')?.className).toContain(classes.container);
    expect(rule('.container')).toContain('container-type: inline-size');
    expect(rule('.empty')).toEqual(
      expect.arrayContaining(['position: sticky', 'left: 0', 'width: 100cqi', 'white-space: normal']),
    );
  });

  it('says nothing matches when a filter is set', () => {
    renderWithProviders(<EmptyTable filters={[{ id: 'a', value: 'x' }]} />);
    expect(screen.getByTestId('table-empty').textContent).toBe('Nic nie pasuje do tych filtrów.');
  });
});
