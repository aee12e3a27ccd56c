import type { AcceptOfferPayload, CampaignOffer, FileMetadata } from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';

/**
 * Where one offer is read and acted on, as its investor sees it: the investor panel addresses it
 * by id (`/investor-api/offer/{id}…`), a public invitation link by token
 * (`/public-api/campaign-offer/{token}…`). Both answer the same `campaignOfferSchema`, so every
 * offer screen is written once against this adapter.
 */
export interface OfferSource {
  kind: 'investor' | 'public';
  /** The react-query key of the offer. */
  queryKey: readonly string[];
  load(signal?: AbortSignal): Promise<CampaignOffer>;
  expressInterest(): Promise<CampaignOffer>;
  accept(payload: AcceptOfferPayload): Promise<CampaignOffer>;
  /** The investor declines the offer (before it is active, while its agreement is not signed). */
  decline(): Promise<CampaignOffer>;
  /** A new signing after a refused, withdrawn or failed agreement (decision 053). */
  signAgain(): Promise<CampaignOffer>;
  /** Adds a payment confirmation (multipart, field `file`); answers the offer as it is now. */
  upload(file: File): Promise<CampaignOffer>;
  /** The agreement the investor signed (once the contract is Completed), with the server's name for it. */
  downloadAgreement(): Promise<{ blob: Blob; fileName: string }>;
  /** The PDF summary of the application, with the name the server gave it. */
  downloadSummary(): Promise<{ blob: Blob; fileName: string }>;
  downloadFile(file: FileMetadata): Promise<Blob>;
}

/** `attachment; filename="a.pdf"; filename*=UTF-8''a%20b.pdf` → `a b.pdf` (the RFC 5987 form first). */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

function offerSource(kind: OfferSource['kind'], base: string, queryKey: readonly string[]): OfferSource {
  return {
    kind,
    queryKey,
    load: (signal) => api<CampaignOffer>(base, signal ? { signal } : {}),
    expressInterest: () => api<CampaignOffer>(`${base}/interest`, { method: 'PATCH' }),
    accept: (payload) => api<CampaignOffer>(`${base}/accept`, { method: 'PATCH', body: payload }),
    decline: () => api<CampaignOffer>(`${base}/decline`, { method: 'PATCH' }),
    signAgain: () => api<CampaignOffer>(`${base}/contract`, { method: 'POST' }),
    upload: (file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api<CampaignOffer>(`${base}/upload`, { method: 'POST', body });
    },
    downloadSummary: async () => {
      // The server renders the summary from its own data (decision 010): the body is empty.
      const response = await apiRequest<Blob>(`${base}/pdf`, { method: 'POST', body: {}, responseType: 'blob' });
      const fileName = fileNameOfDisposition(response.headers.get('content-disposition')) ?? 'summary.pdf';
      return { blob: response.data, fileName };
    },
    downloadAgreement: async () => {
      const response = await apiRequest<Blob>(`${base}/agreement`, { responseType: 'blob' });
      const fileName = fileNameOfDisposition(response.headers.get('content-disposition')) ?? 'agreement.pdf';
      return { blob: response.data, fileName };
    },
    downloadFile: (file) => api<Blob>(`${base}/files/${encodeURIComponent(file.id)}`, { responseType: 'blob' }),
  };
}

export const offerQueryKeys = {
  investor: (id: string) => ['investor', 'offer', id] as const,
  public: (token: string) => ['public-offer', token] as const,
};

/** The signed-in investor's own offer. */
export function investorOfferSource(id: string): OfferSource {
  return offerSource('investor', `/investor-api/offer/${encodeURIComponent(id)}`, offerQueryKeys.investor(id));
}

/** The offer of a public invitation link (no sign-in: the token is the credential). */
export function publicOfferSource(token: string): OfferSource {
  return offerSource('public', `/public-api/campaign-offer/${encodeURIComponent(token)}`, offerQueryKeys.public(token));
}
