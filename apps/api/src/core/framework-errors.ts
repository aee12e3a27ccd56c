import type { Socket } from 'node:net';
import { type Language, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';

/**
 * Fastify's own refusals (`FST_ERR_*`: a malformed JSON body, a body over the limit, an unknown
 * content type …) in the catalogue's terms (decision 030): their status, the validation code and
 * message in the caller's language, and the framework's code as `parameters.reason`, so nothing of
 * the framework is a client's contract.
 */
export function frameworkRefusal(error: { code?: string; message: string }, status: number, language: Language) {
  const label =
    status === 413 ? translate(language, 'errors:payloadTooLarge') : translate(language, 'errors:validation');
  return errorBody(label, errorCodes.validation, error.code ? { reason: error.code } : {});
}

/** The fixed security headers of an answer written on the raw socket (no hook runs there). */
const SOCKET_HEADERS = [
  "content-security-policy: default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options: nosniff',
  'x-frame-options: DENY',
  'referrer-policy: no-referrer',
  'cache-control: no-store',
].join('\r\n');

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route or hook (a
 * header over the size limit → 431, a malformed request line → 400, a request that took too long →
 * 408) is answered in the error shape with the security headers, then the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string; statusCode?: number }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const body = JSON.stringify(
    errorBody(REASONS[status] ?? 'Bad Request', errorCodes.validation, error.code ? { reason: error.code } : {}),
  );
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n${SOCKET_HEADERS}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
