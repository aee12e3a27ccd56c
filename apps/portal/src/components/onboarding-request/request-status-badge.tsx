import { Badge } from '@mantine/core';
import type { OnboardingRequestStatus } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { requestStatusColor } from '@/lib/onboarding-request-status.ts';

/** An onboarding request's status, coloured as on the advisor's screens. */
export function RequestStatusBadge({ status }: { status: OnboardingRequestStatus }) {
  const { t } = useTranslation('enums');
  return (
    <Badge color={requestStatusColor[status]} variant="light" data-testid="request-status">
      {t(`onboardingRequestStatus.${status}`)}
    </Badge>
  );
}
