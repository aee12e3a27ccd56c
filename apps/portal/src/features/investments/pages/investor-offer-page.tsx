import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { InvestmentDetail } from '../components/investment-detail.tsx';

/** /app/investors/offer/{id}: an investor's offer, opened from the investors table or kanban. */
export default function InvestorOfferPage() {
  const { t } = useTranslation('investments');
  const { id = '' } = useParams();
  return <InvestmentDetail id={id} backTo={paths.app.investors.getHref()} backLabel={t('detail.backToInvestors')} />;
}
