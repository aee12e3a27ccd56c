import { edgeErrorCodes, errorBody } from '@wl/shared/errors';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Until operators sign in, the console answers only to the machine it runs on. The caller is
 * the TCP peer (`socket.remoteAddress`), never `request.ip`: behind a trusted proxy that one
 * comes from X-Forwarded-For, which any client can write.
 */
export function isLoopback(remoteAddress: string | undefined): boolean {
  return remoteAddress !== undefined && loopbackAddresses.has(remoteAddress);
}

export const accessDeniedBody = errorBody('Access denied', edgeErrorCodes.forbidden);
