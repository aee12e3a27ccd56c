import { Box, type MantineStyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling box (issue 19): on a phone the table scrolls sideways inside it, so
 * the texts and controls around it stay on the screen. It is a named region the keyboard reaches,
 * to be scrolled with the arrows (WCAG 2.1.1; axe's scrollable-region-focusable refuses Mantine's
 * `Table.ScrollContainer`, which no key can reach).
 */
export function ScrollRegion({
  label,
  maxHeight,
  children,
  testId,
}: {
  /** The region's name, said by a screen reader when the keyboard enters it. */
  label: string;
  /** A height it scrolls within too (a long preview); none by default. */
  maxHeight?: number;
  children: ReactNode;
  testId?: string;
}) {
  const style: MantineStyleProp = {
    overflowX: 'auto',
    maxWidth: '100%',
    ...(maxHeight ? { overflowY: 'auto', maxHeight } : {}),
  };
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={style} data-testid={testId}>
      {children}
    </Box>
  );
}
