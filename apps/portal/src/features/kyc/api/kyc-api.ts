import type {
  FileMetadata,
  KycDraftSaved,
  KycFormParameters,
  OnboardingRequestDetail,
  PublicKycForm,
  PublicKycPreview,
} from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';
import type { KycPayload } from '../lib/to-payload.ts';

/**
 * The KYC calls of spec §7: the public form by its invitation token (no login) and the investor
 * panel's request by id. Bodies are JSON in the shared schemas' input shape; supporting documents
 * go as multipart (field `file`).
 */

const publicBase = (token: string) => `/public-api/kyc/investor-request/${encodeURIComponent(token)}`;
const requestBase = (id: string) => `/investor-api/onboarding/request/${encodeURIComponent(id)}`;

export const kycKeys = {
  publicForm: (token: string) => ['kyc', 'public', token] as const,
  publicPreview: (token: string) => ['kyc', 'public', token, 'preview'] as const,
  request: (id: string) => ['kyc', 'request', id] as const,
  parameters: (id: string, language: string) => ['kyc', 'request', id, 'parameters', language] as const,
};

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

export const publicKycApi = {
  open: (token: string) => api<PublicKycForm>(publicBase(token)),
  preview: (token: string) =>
    api<PublicKycPreview>(`/public-api/kyc/investor-request/preview/${encodeURIComponent(token)}`),
  submit: (token: string, data: KycPayload) =>
    api<PublicKycPreview>(`${publicBase(token)}/submit`, { method: 'PUT', body: data }),
  upload: (token: string, file: File) =>
    api<FileMetadata>(`${publicBase(token)}/documents`, { method: 'POST', body: fileForm(file) }),
  download: (token: string, documentId: string) =>
    api<Blob>(`${publicBase(token)}/documents/${encodeURIComponent(documentId)}`, { responseType: 'blob' }),
};

export const investorKycApi = {
  request: (id: string) =>
    api<OnboardingRequestDetail>(`/investor-api/onboarding/request/by-id/${encodeURIComponent(id)}`),
  parameters: (id: string) => api<KycFormParameters>(`${requestBase(id)}/kyc/parameters`),
  saveDraft: (id: string, draft: KycPayload) =>
    api<KycDraftSaved>(`${requestBase(id)}/kyc`, { method: 'PUT', body: draft }),
  sendToVerification: (id: string) =>
    api<OnboardingRequestDetail>(`${requestBase(id)}/kyc/send-to-verification`, { method: 'PATCH' }),
  upload: (id: string, file: File) =>
    api<FileMetadata>(`${requestBase(id)}/documents`, { method: 'POST', body: fileForm(file) }),
  download: (id: string, documentId: string) =>
    api<Blob>(`${requestBase(id)}/documents/${encodeURIComponent(documentId)}`, { responseType: 'blob' }),
};
