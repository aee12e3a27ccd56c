import type { AdvisorDetail, AdvisorForm, AdvisorFormOptions, AdvisorListRow, AuthTokens } from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';
import type { ListQueryOptions } from '@/lib/list-query.ts';

/** GET /api/advisor/advisor: spec §3's filters (names and e-mail like, networks in, status). */
export const advisorListOptions: ListQueryOptions = {
  filters: { firstName: 'like', surname: 'like', email: 'like', brokerNetworkIds: 'in', status: 'in' },
  sortable: ['firstName', 'surname', 'email', 'status'],
};

export const advisorKeys = {
  all: ['advisors'] as const,
  list: (query: string) => ['advisors', 'list', query] as const,
  detail: (id: string) => ['advisors', 'detail', id] as const,
  formOptions: ['advisors', 'form-options'] as const,
};

export async function fetchAdvisors(query: string, signal?: AbortSignal) {
  const response = await apiRequest<AdvisorListRow[]>('/api/advisor/advisor', {
    query: new URLSearchParams(query),
    ...(signal ? { signal } : {}),
  });
  return { rows: response.data, total: response.total ?? response.data.length };
}

export const fetchAdvisor = (id: string) => api<AdvisorDetail>(`/api/advisor/advisor/${encodeURIComponent(id)}`);

export const fetchAdvisorFormOptions = () => api<AdvisorFormOptions>('/api/advisor/advisor-form');

export const createAdvisor = (payload: AdvisorForm) =>
  api<AdvisorDetail>('/api/advisor/advisor', { method: 'POST', body: payload });

export const updateAdvisor = (id: string, payload: AdvisorForm) =>
  api<AdvisorDetail>(`/api/advisor/advisor/${encodeURIComponent(id)}`, { method: 'PUT', body: payload });

export const activateAdvisor = (id: string) =>
  api<AdvisorDetail>(`/api/advisor/advisor/${encodeURIComponent(id)}/activate`, { method: 'PATCH' });

export const archiveAdvisor = (id: string) =>
  api<AdvisorDetail>(`/api/advisor/advisor/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sendAdvisorActivation = (id: string) =>
  api<null>(`/api/advisor/advisor/${encodeURIComponent(id)}/send-activation`, { method: 'POST' });

/** "Change advisor" (spec §1): an admin acts as the advisor with tokens of its own. */
export const impersonateAdvisor = (id: string) =>
  api<AuthTokens>(`/api/auth/impersonate/${encodeURIComponent(id)}`, { method: 'POST' });
