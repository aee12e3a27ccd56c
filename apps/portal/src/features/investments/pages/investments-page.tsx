import { InvestmentsScreen } from '../components/investments-screen.tsx';

/** /app/investors: the advisor's own investments (GET /api/advisor/investor/offers). */
export default function InvestmentsPage() {
  return <InvestmentsScreen view="own" />;
}
