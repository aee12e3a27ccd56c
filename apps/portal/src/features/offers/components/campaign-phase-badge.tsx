import { Badge } from '@mantine/core';
import type { CampaignPhase } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/lib/use-enum-label.ts';

const colors: Record<CampaignPhase, string> = { not_started: 'blue', active: 'green', completed: 'gray' };

/** The campaign's phase, or "inactive" when the campaign is switched off whatever its dates. */
export function CampaignPhaseBadge({ phase, active }: { phase: CampaignPhase; active: boolean }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  if (!active) {
    return (
      <Badge color="red" variant="light">
        {t('offers.inactive')}
      </Badge>
    );
  }
  return (
    <Badge color={colors[phase]} variant="light">
      {enumLabel('campaignPhase', phase)}
    </Badge>
  );
}
