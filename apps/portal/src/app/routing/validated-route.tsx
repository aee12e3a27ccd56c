import type { ReactNode } from 'react';
import { type Params, useLocation, useParams } from 'react-router';
import { useInsideFrame } from '@/components/layout/frame-context.tsx';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { InvalidLinkContent, type NewLink } from '@/features/errors/components/invalid-link-content.tsx';
import { NotFoundContent } from '@/features/errors/components/not-found-content.tsx';
import { isLinkToken } from '@/lib/link-token.ts';

/** Spec §2: a route may carry a validation rule; on failure it shows 'Page Not Found: {path}'. */
export type RouteValidation = (params: Readonly<Params<string>>, search: URLSearchParams) => boolean;

/**
 * A link's token check: on failure the route says the link is broken and where a new one comes
 * from, rather than "page not found" (issue 19: a cut link from a mail).
 */
export interface LinkValidation {
  validate: RouteValidation;
  link: true;
  newLink?: NewLink;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Common rules. */
export const validations = {
  uuidParam:
    (name = 'id'): RouteValidation =>
    (params) =>
      uuid.test(params[name] ?? ''),
  /** The token of a mailed link in the path (`/auth/reset-password/{token}`). */
  tokenParam: (newLink?: NewLink, name = 'id'): LinkValidation => ({
    link: true,
    validate: (params) => isLinkToken(params[name]),
    ...(newLink ? { newLink } : {}),
  }),
  /** …or in the query (`/campaign?token=…`). */
  tokenQuery: (newLink?: NewLink, name = 'token'): LinkValidation => ({
    link: true,
    validate: (_params, search) => isLinkToken(search.get(name)),
    ...(newLink ? { newLink } : {}),
  }),
};

/**
 * Renders the route when its check passes; otherwise the not-found (or broken-link) content, in
 * the branded frame only when no frame is around it yet (inside a layout there would be two
 * headers and two footers).
 */
export function ValidatedRoute({
  validate,
  children,
}: {
  validate: RouteValidation | LinkValidation;
  children: ReactNode;
}) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const framed = useInsideFrame();
  const check = typeof validate === 'function' ? validate : validate.validate;
  if (check(params, new URLSearchParams(search))) return children;
  const content =
    typeof validate === 'function' ? (
      <NotFoundContent path={pathname} cause="invalid" />
    ) : (
      <InvalidLinkContent newLink={validate.newLink} />
    );
  return framed ? content : <PageShell>{content}</PageShell>;
}
