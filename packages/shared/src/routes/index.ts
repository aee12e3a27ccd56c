export { apiPathPrefixes, isApiPath, portalRoutePatterns } from './portal-routes.ts';
