import { Badge, type BadgeProps } from '@mantine/core';
import type { InvestmentStatus } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useEnumLabel } from '@/lib/use-enum-label.ts';

/**
 * Mantine's badge is one line tall and cuts a label that does not fit with an ellipsis; a status
 * label ("Odrzucona przez inwestora", "Declined by the investor") must be read whole in a table
 * column or a kanban card (issue 19). Here the badge grows with its label: as wide as it needs up
 * to its container, then on more lines, words never split (a table cell's `overflow-wrap:
 * anywhere` does not reach into it).
 */
export const statusBadgeStyles = {
  root: {
    height: 'auto',
    minHeight: 'var(--badge-height)',
    maxWidth: '100%',
    paddingBlock: 'calc(0.125rem * var(--mantine-scale))',
    overflow: 'visible',
  },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    overflowWrap: 'normal',
    lineHeight: 1.3,
  },
} as const;

/** A status as a badge whose label is never cut off (see {@link statusBadgeStyles}). */
export function StatusBadge({ children, ...props }: Omit<BadgeProps, 'styles'> & { children: ReactNode }) {
  return (
    <Badge variant="light" {...props} styles={statusBadgeStyles}>
      {children}
    </Badge>
  );
}

const colors: Record<InvestmentStatus, string> = {
  invited: 'gray',
  viewed: 'blue',
  interested: 'cyan',
  accepted: 'teal',
  active: 'green',
  rejected: 'red',
  declined: 'orange',
  archived: 'dark',
};

export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const enumLabel = useEnumLabel();
  return (
    <StatusBadge color={colors[status]} radius="sm">
      {enumLabel('investmentStatus', status)}
    </StatusBadge>
  );
}
