import type { CampaignPhase } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';

const colors: Record<CampaignPhase, string> = { not_started: 'blue', active: 'green', completed: 'gray' };

/** The campaign's phase, or "inactive" when the campaign is switched off whatever its dates. */
export function CampaignPhaseBadge({ phase, active }: { phase: CampaignPhase; active: boolean }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  if (!active) {
    return <StatusBadge color="red">{t('offers.inactive')}</StatusBadge>;
  }
  return <StatusBadge color={colors[phase]}>{enumLabel('campaignPhase', phase)}</StatusBadge>;
}
