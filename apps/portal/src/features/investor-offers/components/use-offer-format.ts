import { formatNumber } from '@wl/shared/format';
import type { OfferTerms } from '@wl/shared/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "8,50 %" and "12 miesięcy" / "3 lata": the terms an offer is read by, in the language in use. */
export function useTermsFormat() {
  const { t } = useTranslation('investor');
  const { t: tCommon } = useTranslation('common');
  const interest = useCallback(
    (terms: Pick<OfferTerms, 'interestPerYear'>) => t('terms.percent', { value: formatNumber(terms.interestPerYear) }),
    [t],
  );
  const duration = useCallback(
    (terms: Pick<OfferTerms, 'duration' | 'durationUnit'>) =>
      tCommon(`duration.${terms.durationUnit}`, { count: terms.duration }),
    [tCommon],
  );
  return { interest, duration };
}
