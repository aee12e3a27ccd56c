import type { Language } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../core/error-handler.ts';
import type { TenantContext } from '../../core/tenant-context.ts';

/** What the auth services need of a request: its host's tenant, the caller's IP and language. */
export interface RequestMeta {
  tenant: TenantContext;
  ip: string;
  language: Language;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { tenant: request.tenant, ip: request.ip, language: requestLanguage(request) };
}
