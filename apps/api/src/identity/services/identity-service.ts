import type { Database } from '@wl/db';
import { type Language, translate } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import type { IdentityVerificationAnswer } from '@wl/shared/schemas';
import { conflict, notFound } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { type OnboardingCaller, ownOnboardingRequests } from '../../onboarding/onboarding-scope.ts';
import type { SigningProvider } from '../../providers/signing-provider.ts';
import { CALLBACK_PATH } from '../../providers/signing-provider.ts';

export interface IdentityContext {
  db: Database;
  signing: SigningProvider;
  tenant: TenantContext;
  language: Language;
}

const answerOf = (row: { status: IdentityVerificationAnswer['status']; verificationUrl: string }) => ({
  status: row.status,
  verificationUrl: row.verificationUrl,
});

async function ownRequest(db: Database, caller: OnboardingCaller, id: string) {
  const request = await db.onboardingRequest.findFirst({
    where: { ...ownOnboardingRequests(caller), id },
    select: { id: true, tenantId: true, status: true },
  });
  if (!request) throw notFound();
  return request;
}

/** GET …/identity: the latest verification of the caller's own request; 404 when none was started. */
export async function latestIdentityVerification(
  db: Database,
  caller: OnboardingCaller,
  requestId: string,
): Promise<IdentityVerificationAnswer> {
  await ownRequest(db, caller, requestId);
  const latest = await db.identityVerification.findFirst({
    where: { onboardingRequestId: requestId },
    orderBy: { createdAt: 'desc' },
  });
  if (!latest) throw notFound();
  return answerOf(latest);
}

/**
 * POST …/identity: starts the identity verification of the caller's own onboarding request at
 * the provider, or answers the one that is pending or already verified. Only after a failed one
 * may a new one start. A finished request takes none (409 form.already_sent). Concurrent starts
 * are ordered by a lock on the request, so at most one pending verification exists.
 */
export async function startIdentityVerification(
  context: IdentityContext,
  caller: OnboardingCaller,
  requestId: string,
): Promise<IdentityVerificationAnswer> {
  const { db } = context;
  await ownRequest(db, caller, requestId);
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM onboarding_request WHERE id = ${requestId}::uuid FOR UPDATE`;
      const request = await tx.onboardingRequest.findUniqueOrThrow({
        where: { id: requestId },
        select: { tenantId: true, status: true },
      });
      if (request.status === 'finished') {
        throw conflict(translate(context.language, 'errors:formAlreadySent'), errorCodes.formAlreadySent);
      }
      const latest = await tx.identityVerification.findFirst({
        where: { onboardingRequestId: requestId },
        orderBy: { createdAt: 'desc' },
      });
      if (latest && latest.status !== 'failed') return answerOf(latest);
      const user = await tx.user.findUniqueOrThrow({
        where: { id: caller.userId },
        select: { firstName: true, surname: true, email: true },
      });
      const started = await context.signing.startIdentityVerification({
        person: user,
        language: context.language,
        callbackUrl: `${context.tenant.origin}${CALLBACK_PATH}`,
        // A page anyone may open: on the phone of a QR code nobody is signed in, and the
        // onboarding would send them to the sign-in page (issue 19). Signed in on this device,
        // it moves on to this request's onboarding (with several open, not to the chooser).
        returnUrl: `${context.tenant.origin}/identity-confirmed?request=${requestId}`,
      });
      const created = await tx.identityVerification.create({
        data: {
          tenantId: request.tenantId,
          onboardingRequestId: requestId,
          providerRef: started.providerRef,
          verificationUrl: started.verificationUrl,
        },
      });
      return answerOf(created);
    },
    { timeout: 15_000 },
  );
}
