// The operator console's server: its tRPC API, sign-in sessions, draft previews and branding
// uploads. The edge mounts `consolePlugin` (and the public branding-asset route) and checks
// preview tokens with `app.previewTokens`; the console app imports only the router's type
// (`@wl/console-server/router`).
export { default as brandingAssetRoutes } from './branding-assets/asset-routes.ts';
export type { ConsoleAccess, ConsolePluginOptions } from './plugin.ts';
export { default as consolePlugin } from './plugin.ts';
export { previewBranding } from './preview/preview-service.ts';
export type { PreviewTokenCheck, PreviewTokenPayload } from './preview/preview-token.ts';
export { PreviewTokens } from './preview/preview-token.ts';
