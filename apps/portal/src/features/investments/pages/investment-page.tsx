import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { InvestmentDetail } from '../components/investment-detail.tsx';

/** /app/investments/{id}: one investment, opened from an offer's (campaign's) list of investments. */
export default function InvestmentPage() {
  const { t } = useTranslation('investments');
  const { id = '' } = useParams();
  return <InvestmentDetail id={id} backTo={paths.app.offers.getHref()} backLabel={t('detail.backToOffers')} />;
}
