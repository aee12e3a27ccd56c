import { auditLogRouter } from './audit-log/audit-log-router.ts';
import { meProcedure } from './auth/me.ts';
import { passwordLinkProcedure, setPasswordProcedure } from './auth/password-link.ts';
import { signInProcedure } from './auth/sign-in.ts';
import { signOutProcedure } from './auth/sign-out.ts';
import { brandingRouter } from './branding/branding-router.ts';
import { catalogueRouter } from './catalogue/catalogue-router.ts';
import {
  addAlias,
  domainStatus,
  goLive,
  remove,
  removeAlias,
  rename,
  resendActivation,
  resume,
  suspend,
} from './hosts/lifecycle-router.ts';
import { list as listHosts } from './hosts/list-hosts.ts';
import { senderStatus, sendTestMail } from './hosts/mail-router.ts';
import { onboard as onboardHost, tenantsRouter } from './onboarding/onboarding-router.ts';
import { operatorsRouter } from './operators/operators-router.ts';
import { outboxRouter } from './outbox/outbox-router.ts';
import { previewRouter } from './preview/preview-router.ts';
import { publishingRouter } from './publish-requests/publish-request-router.ts';
import { router } from './trpc.ts';

export const consoleRouter = router({
  auth: router({
    signIn: signInProcedure,
    signOut: signOutProcedure,
    me: meProcedure,
    passwordLink: passwordLinkProcedure,
    setPassword: setPasswordProcedure,
  }),
  operators: operatorsRouter,
  hosts: router({
    list: listHosts,
    onboard: onboardHost,
    goLive,
    resendActivation,
    suspend,
    resume,
    rename,
    delete: remove,
    addAlias,
    removeAlias,
    domainStatus,
    senderStatus,
    sendTestMail,
  }),
  tenants: tenantsRouter,
  catalogue: catalogueRouter,
  auditLog: auditLogRouter,
  outbox: outboxRouter,
  branding: brandingRouter,
  preview: previewRouter,
  publishing: publishingRouter,
});

export type ConsoleRouter = typeof consoleRouter;
