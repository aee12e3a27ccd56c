import { useLocation } from 'react-router';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { NotFoundContent } from './not-found-content.tsx';

/** The catch-all route: any path no other route matches. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageShell>
      <NotFoundContent path={pathname} />
    </PageShell>
  );
}
