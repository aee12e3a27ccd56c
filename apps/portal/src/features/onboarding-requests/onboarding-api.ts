import type {
  KycFormParameters,
  KycInvitationPayload,
  OnboardingRequest,
  OnboardingRequestDetail,
} from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';
import type { ListQueryOptions } from '@/lib/list-query.ts';
import { listPageOf } from '@/lib/list-total.ts';

/** GET /api/advisor/kyc/investor-request: spec §3's columns; createdAt as a from/to range. */
export const requestListOptions: ListQueryOptions = {
  filters: { email: 'like', name: 'like', sourceName: 'like', taxNumber: 'like', status: 'in' },
  sortable: ['createdAt', 'email', 'name', 'sourceName', 'taxNumber', 'status'],
};

export const onboardingKeys = {
  all: ['onboarding-requests'] as const,
  list: (query: string) => ['onboarding-requests', 'list', query] as const,
  detail: (id: string) => ['onboarding-requests', 'detail', id] as const,
  parameters: (language: string) => ['kyc-form-parameters', 'natural-person', language] as const,
};

export async function fetchRequests(query: string, signal?: AbortSignal) {
  const response = await apiRequest<OnboardingRequest[]>('/api/advisor/kyc/investor-request', {
    query: new URLSearchParams(query),
    ...(signal ? { signal } : {}),
  });
  return listPageOf(response);
}

export const fetchRequest = (id: string) =>
  api<OnboardingRequestDetail>(`/api/advisor/kyc/investor-request/${encodeURIComponent(id)}`);

/** A supporting document of a request's KYC (origin of funds). */
export const fetchRequestDocument = (requestId: string, documentId: string) =>
  api<Blob>(
    `/api/advisor/kyc/investor-request/${encodeURIComponent(requestId)}/documents/${encodeURIComponent(documentId)}`,
    { responseType: 'blob' },
  );

/** The industries dictionary, to name the ids a submitted KYC holds. */
export const fetchKycParameters = () =>
  api<KycFormParameters>('/api/onboarding/kyc/kyc-form-parameters/natural-person');

/** One KYC invitation (spec §7: one call per address). */
export const sendKycInvitation = (payload: KycInvitationPayload) =>
  api<OnboardingRequest>('/api/advisor/kyc/investor-request/send', { method: 'POST', body: payload });
