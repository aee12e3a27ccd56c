/**
 * Spec §2: the portal's routes, in Fastify/react-router pattern syntax. The edge answers each
 * with the branded index.html (200); any other GET for a page gets it with a 404 status.
 */
export const portalRoutePatterns = [
  '/',
  '/access-denied',
  '/app',
  '/app/*',
  '/auth/activate-from-email/:id',
  '/auth/confirm-login',
  '/auth/reset-password',
  '/auth/reset-password/:id',
  '/campaign',
  '/doradcy',
  '/identity-confirmed',
  '/invest',
  '/investor-login',
  '/kyc-form',
  '/login-with-redirect-token',
] as const;

/** Path prefixes of the platform API (spec §7); never answered with a portal page. */
export const apiPathPrefixes = ['/auth/', '/api/', '/investor-api/', '/public-api/'] as const;

export function isApiPath(path: string): boolean {
  return apiPathPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}
