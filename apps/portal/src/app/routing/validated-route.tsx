import type { ReactNode } from 'react';
import { type Params, useLocation, useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { NotFoundContent } from '@/features/errors/components/not-found-content.tsx';

/** Spec §2: a route may carry a validation rule; on failure it shows 'Page Not Found: {path}'. */
export type RouteValidation = (params: Readonly<Params<string>>, search: URLSearchParams) => boolean;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Common rules. */
export const validations = {
  uuidParam:
    (name = 'id'): RouteValidation =>
    (params) =>
      uuid.test(params[name] ?? ''),
  tokenParam:
    (name = 'id'): RouteValidation =>
    (params) =>
      /^[A-Za-z0-9_-]{8,200}$/.test(params[name] ?? ''),
  tokenQuery:
    (name = 'token'): RouteValidation =>
    (_params, search) =>
      /^[A-Za-z0-9_-]{8,200}$/.test(search.get(name) ?? ''),
};

export function ValidatedRoute({ validate, children }: { validate: RouteValidation; children: ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  if (validate(params, new URLSearchParams(search))) return children;
  return (
    <PageShell>
      <NotFoundContent path={pathname} cause="invalid" />
    </PageShell>
  );
}
