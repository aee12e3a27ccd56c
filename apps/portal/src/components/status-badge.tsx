import { Badge } from '@mantine/core';
import type { InvestmentStatus } from '@wl/shared/schemas';
import { useEnumLabel } from '@/lib/use-enum-label.ts';

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
    <Badge color={colors[status]} variant="light" radius="sm">
      {enumLabel('investmentStatus', status)}
    </Badge>
  );
}
