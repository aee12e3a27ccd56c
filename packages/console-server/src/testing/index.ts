// What other packages' tests use of the console server (the edge's tests of the mounted console,
// the tests workspace's fuzz suite).
export { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS, startSession } from '../auth/session.ts';
export { senderStatus } from '../hosts/host-mail.ts';
export { createPreviewToken } from '../preview/preview-service.ts';
export { runDueRequests } from '../publish-requests/publish-request-service.ts';
export { consoleErrorData } from '../trpc.ts';
export type { TestOperator } from './console-caller.ts';
export {
  consoleCaller,
  createTestOperator,
  freshOperatorCode,
  openedSessionToken,
  signedInToken,
  testPreviewTokens,
} from './console-caller.ts';
export { onboardingInput } from './onboarding-input.ts';
