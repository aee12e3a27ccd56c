import proxy from '@fastify/http-proxy';
import { edgeErrorCodes, errorBody } from '@wl/shared';
import fp from 'fastify-plugin';

export interface ApiProxyOptions {
  upstream: string;
}

/** Spec §7: the platform API paths. The edge's own /public-api config routes are static and win. */
export const proxiedPrefixes = ['/auth', '/api', '/investor-api', '/public-api'] as const;
const CONTEXT_TYPES = new Set(['advisor-panel', 'investor-panel']);

/**
 * Proxy mode (`WHITE_LABEL_API_URL`): the platform API lives elsewhere. Bodies stream both ways
 * (uploads, PDFs). The edge sets `Context-id` to the tenant of the host the request came to —
 * a client cannot name another tenant through it — and keeps a valid `Context-type`
 * (advisor-panel by default, spec §7). An unreachable upstream is a 502 in the error-body shape.
 */
export default fp<ApiProxyOptions>(
  async (app, { upstream }) => {
    for (const prefix of proxiedPrefixes) {
      await app.register(proxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => {
            const contextType = headers['context-type'];
            return {
              ...headers,
              'context-id': app.hostEntry(request as never).branding.tenantId,
              'context-type':
                typeof contextType === 'string' && CONTEXT_TYPES.has(contextType) ? contextType : 'advisor-panel',
              'x-forwarded-host': request.host,
              'x-forwarded-proto': request.protocol,
            };
          },
          onError: (reply, { error }) => {
            reply.log.warn({ err: error }, 'platform API unreachable');
            return reply
              .code(502)
              .send(
                errorBody('The platform API is unreachable.', edgeErrorCodes.badGateway, { upstream: 'platform-api' }),
              );
          },
        },
      });
    }
  },
  { name: 'api-proxy', dependencies: ['host-configs'] },
);
