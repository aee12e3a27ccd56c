import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type {
  CompanyRegisterEntry,
  IdentityVerificationAnswer,
  KycFormParameters,
  OnboardingClientPayload,
  OnboardingRequest,
  OnboardingRequestDetail,
  OnboardingRequestStatus,
  OnboardingRole,
} from '@wl/shared/schemas';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { type ListPage, listPageOf } from '@/lib/list-total.ts';

/**
 * The investor panel's onboarding calls (spec §7 "Investor"): the investor's own requests, who
 * the onboarding is for, the company register, and the identity verification of a request.
 */

const BASE = '/investor-api/onboarding';
const requestPath = (id: string) => `${BASE}/request/${encodeURIComponent(id)}`;

export const investorOnboardingKeys = {
  all: ['investor-onboarding'] as const,
  list: (page: { limit: number; offset: number }) => ['investor-onboarding', 'list', page] as const,
  open: ['investor-onboarding', 'open'] as const,
  detail: (id: string) => ['investor-onboarding', 'detail', id] as const,
  role: ['investor-onboarding', 'role'] as const,
  parameters: (id: string, language: string) => ['investor-onboarding', 'parameters', id, language] as const,
  identity: (id: string) => ['investor-onboarding', 'identity', id] as const,
  register: (registerNumber: string) => ['investor-onboarding', 'register', registerNumber] as const,
};

export type RequestsPage = ListPage<OnboardingRequest>;

/** GET …/request: one page of the investor's requests, newest first, with the total count. */
export async function fetchOwnRequests(page: { limit: number; offset: number }): Promise<RequestsPage> {
  const response = await apiRequest<OnboardingRequest[]>(`${BASE}/request`, {
    query: { limit: page.limit, offset: page.offset, sort: 'createdAt:desc' },
  });
  return listPageOf(response);
}

const OPEN_STATUSES: readonly OnboardingRequestStatus[] = ['processing', 'sent', 'viewed'];

/** The investor's requests not yet finished (the sessions the chooser offers), newest first. */
export async function fetchOpenRequests(): Promise<OnboardingRequest[]> {
  const response = await apiRequest<OnboardingRequest[]>(`${BASE}/request`, {
    query: { limit: FETCH_ALL_LIMIT, offset: 0, sort: 'createdAt:desc', 'filter[status][in]': OPEN_STATUSES },
  });
  return response.data;
}

export const fetchOwnRequest = (id: string) =>
  api<OnboardingRequestDetail>(`${BASE}/request/by-id/${encodeURIComponent(id)}`);

export const fetchOnboardingRole = () => api<OnboardingRole>(`${BASE}/role`);

/** A supporting document (origin of funds) of one of the investor's requests. */
export const fetchOwnRequestDocument = (id: string, documentId: string) =>
  api<Blob>(`${requestPath(id)}/documents/${encodeURIComponent(documentId)}`, { responseType: 'blob' });

/** The industries dictionary of a request's KYC form, to name the ids its data holds. */
export const fetchOwnKycParameters = (id: string) => api<KycFormParameters>(`${requestPath(id)}/kyc/parameters`);

/**
 * PATCH …/client sets who the onboarding is for (natural person, or an existing company);
 * …/add-client adds a new company and chooses it.
 */
export function saveClient(id: string, payload: OnboardingClientPayload): Promise<OnboardingRequestDetail> {
  const mode = payload.investorType === 'legal-person' && payload.company.kind === 'new' ? 'add-client' : 'client';
  return api<OnboardingRequestDetail>(`${requestPath(id)}/${mode}`, { method: 'PATCH', body: payload });
}

/** GET …/company-register/{number}: the register's data, and whether the tenant already has it. */
export const lookUpCompany = (registerNumber: string) =>
  api<CompanyRegisterEntry>(`${BASE}/company-register/${encodeURIComponent(registerNumber.trim())}`);

/** GET …/identity: the latest identity verification of the request; `null` when none was started. */
export async function fetchIdentity(id: string): Promise<IdentityVerificationAnswer | null> {
  try {
    return await api<IdentityVerificationAnswer>(`${requestPath(id)}/identity`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** POST …/identity: starts a verification (or answers the pending or verified one). */
export const startIdentity = (id: string) =>
  api<IdentityVerificationAnswer>(`${requestPath(id)}/identity`, { method: 'POST' });
