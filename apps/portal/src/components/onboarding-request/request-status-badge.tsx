import type { OnboardingRequestStatus } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge.tsx';
import { requestStatusColor } from '@/lib/onboarding-request-status.ts';

/** An onboarding request's status, coloured as on the advisor's screens. */
export function RequestStatusBadge({ status }: { status: OnboardingRequestStatus }) {
  const { t } = useTranslation('enums');
  return (
    <StatusBadge color={requestStatusColor[status]} data-testid="request-status">
      {t(`onboardingRequestStatus.${status}`)}
    </StatusBadge>
  );
}
