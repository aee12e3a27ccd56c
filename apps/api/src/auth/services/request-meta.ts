import type { Language } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../core/error-handler.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { screenLanguage } from '../../mail/mail-language.ts';

/** What the auth services need of a request: its host's tenant, the caller's IP and language. */
export interface RequestMeta {
  tenant: TenantContext;
  ip: string;
  /** The language of the answer and of a mail the caller asks for: the screen's, else the host's. */
  language: Language;
  /**
   * The language the caller's screen names (Accept-Language), null when it names none of ours:
   * what the account remembers as its holder's language (decision 063).
   */
  screenLanguage?: Language | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    tenant: request.tenant,
    ip: request.ip,
    language: requestLanguage(request),
    screenLanguage: screenLanguage(request),
  };
}
