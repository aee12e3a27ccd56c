import { randomUUID } from 'node:crypto';
import type { Database, Prisma } from '@wl/db';
import { hashToken, randomToken } from '../core/tokens.ts';

export interface RequestOptions {
  email?: string;
  sourceAdvisorId?: string | null;
  status?: 'processing' | 'sent' | 'viewed' | 'finished';
  name?: string | null;
  taxNumber?: string | null;
  investorUserId?: string | null;
  createdAt?: Date;
  /** When its link stops working; default two weeks from now (decision 033). */
  linkExpiresAt?: Date;
  /** KYC versions to store with it, oldest first. */
  versions?: { data: Prisma.InputJsonObject; submitted?: boolean }[];
}

/**
 * An onboarding request (test data) with a known token: the raw token is returned, only its hash
 * is stored, as for a request an advisor sent.
 */
export async function createOnboardingRequest(db: Database, tenantId: string, options: RequestOptions = {}) {
  const token = randomToken();
  const request = await db.onboardingRequest.create({
    data: {
      tenantId,
      email: options.email ?? `client-${randomUUID().slice(0, 8)}@example.test`,
      name: options.name ?? null,
      taxNumber: options.taxNumber ?? null,
      tokenHash: hashToken(token),
      sourceAdvisorId: options.sourceAdvisorId ?? null,
      status: options.status ?? 'sent',
      message: 'Proszę o wypełnienie formularza KYC.',
      investorUserId: options.investorUserId ?? null,
      linkExpiresAt: options.linkExpiresAt ?? new Date(Date.now() + 14 * 86_400_000),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      submissions: {
        create: (options.versions ?? []).map((version, index) => ({
          version: index + 1,
          data: version.data,
          submitted: version.submitted ?? false,
        })),
      },
    },
  });
  return { request, token };
}

/** An identity verification of the request at the provider, in the given state. */
export function createIdentityVerification(
  db: Database,
  request: { id: string; tenantId: string },
  status: 'pending' | 'verified' | 'failed',
  createdAt = new Date(),
) {
  return db.identityVerification.create({
    data: {
      tenantId: request.tenantId,
      onboardingRequestId: request.id,
      providerRef: `test-${randomUUID()}`,
      status,
      verificationUrl: 'https://sandbox.example.test/identity',
      createdAt,
    },
  });
}
