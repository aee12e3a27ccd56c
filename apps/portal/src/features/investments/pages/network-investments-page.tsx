import { InvestmentsScreen } from '../components/investments-screen.tsx';

/** /app/investors/network: the coordinator's investments across its networks, with the advisor column. */
export default function NetworkInvestmentsPage() {
  return <InvestmentsScreen view="network" />;
}
