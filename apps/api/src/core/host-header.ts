import { parseHostHeader } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refusal of a request whose Host (or trusted X-Forwarded-Host) is not a host name. */
export const invalidHostBody = errorBody('Invalid Host header', errorCodes.invalidHost);

/**
 * onRequest, first of all (decision 028): a request whose host — the `Host` header, or
 * X-Forwarded-Host behind a trusted proxy, as `request.host` gives it — is not a valid host name
 * with an optional port is refused with 400 in the error shape before any handler runs. Nothing
 * downstream ever sees `demo.localhost:80@attacker.example` or `demo.localhost:"`.
 */
export function rejectInvalidHost(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (parseHostHeader(request.host) === null) {
    reply.code(400).send(invalidHostBody);
    return;
  }
  done();
}
