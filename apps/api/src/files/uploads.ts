import { setImmediate } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import { type Language, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../core/api-error.ts';
import { requestLanguage } from '../core/error-handler.ts';
import { hasActivePdfContent } from './pdf-active-content.ts';

/** The largest file an upload may carry (payment confirmations, documents). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** One file per request, in the multipart field `file` (spec §7). */
export const UPLOAD_FIELD = 'file';
/** Non-file fields a form may carry along (ignored); more is refused. */
export const MAX_UPLOAD_FIELDS = 5;
export const MAX_FILE_NAME_LENGTH = 255;

/** The types the platform accepts, each with the file-name extensions that may hold it. */
export const uploadTypes = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const;
export type UploadType = keyof typeof uploadTypes;
export const defaultUploadTypes: readonly UploadType[] = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * @fastify/multipart inside the API's scope (fastify-plugin, so the scope itself gets the
 * `multipart/form-data` parser): nothing is buffered until a route reads its upload, with the
 * limits above (anything past them is refused, never truncated silently).
 */
export const uploadsPlugin = fp(
  async (api: FastifyInstance) => {
    await api.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        files: 1,
        fileSize: MAX_UPLOAD_BYTES,
        fields: MAX_UPLOAD_FIELDS,
        fieldSize: 1024,
        parts: MAX_UPLOAD_FIELDS + 1,
        headerPairs: 100,
      },
    });
  },
  { name: 'platform-api-uploads' },
);

export interface Upload {
  /** Sanitised (see `sanitizeFileName`), with an extension that matches the content. */
  fileName: string;
  /** Sniffed from the bytes, one of the allowed types; the client's content type is not used. */
  contentType: UploadType;
  bytes: Buffer;
}

export interface UploadOptions {
  allowed?: readonly UploadType[];
  maxBytes?: number;
}

export const fileTooLarge = (language: Language, maxBytes: number) =>
  new ApiError(413, errorBody(translate(language, 'errors:fileTooLarge'), errorCodes.fileTooLarge, { maxBytes }));

export const unsupportedType = (language: Language) =>
  new ApiError(415, errorBody(translate(language, 'errors:fileUnsupportedType'), errorCodes.fileUnsupportedType));

const missingFile = (language: Language) =>
  new ApiError(
    400,
    errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, [
      { propertyPath: UPLOAD_FIELD, title: translate(language, 'validation:required'), message: 'validation:required' },
    ]),
  );

const notMultipart = (language: Language) =>
  new ApiError(415, errorBody(translate(language, 'errors:uploadNotMultipart'), errorCodes.fileUnsupportedType));

const malformed = (language: Language) => new ApiError(400, errorBody(translate(language, 'errors:uploadMalformed')));

/**
 * The name the platform keeps: the last path segment only, no control characters, path
 * separators or characters Windows refuses, trimmed of spaces and dots, at most 255 characters
 * (the extension kept when it has to be cut); `file` when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '');
  const trimmed = cleaned.replace(/^[\s.]+|[\s.]+$/g, '');
  if (trimmed === '') return 'file';
  if (trimmed.length <= MAX_FILE_NAME_LENGTH) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : null;
}

/** Markup a browser would render: refused anywhere in the head of a file, whatever its magic bytes. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml)\b/i;

/** A ZIP's end-of-central-directory record sits in the last 22 + 65 535 (comment) bytes. */
const ZIP_END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_WINDOW = 22 + 0xffff;

/** True when a ZIP archive is appended to the file (a GIFAR-like polyglot an archive reader opens). */
function hasZipArchive(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - ZIP_END_WINDOW)).includes(ZIP_END_SIGNATURE);
}

/**
 * A polyglot a browser or an archive reader could take for something else (decision 026): markup
 * in the first kilobytes (where browsers sniff) or a ZIP archive appended. Images of the console's
 * branding are checked with it too.
 */
export function isPolyglot(bytes: Buffer): boolean {
  return MARKUP.test(bytes.subarray(0, 4096).toString('latin1')) || hasZipArchive(bytes);
}

/**
 * What the bytes are, when they are one of `allowed` and nothing else (decision 026): sniffed
 * with file-type; no HTML/SVG/XML markup in the first kilobytes (polyglots a browser might
 * render); no ZIP archive appended; a PDF must also end like one and carry no active content.
 * Every check is linear in the file's size (decision 029).
 */
export async function sniffUpload(bytes: Buffer, allowed: readonly UploadType[]): Promise<UploadType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected?.mime as UploadType | undefined;
  if (!type || !allowed.includes(type)) return null;
  if (isPolyglot(bytes)) return null;
  if (type === 'application/pdf') {
    if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) return null;
    if (await hasActivePdfContent(bytes)) return null;
  }
  return type;
}

const FIRST_CAPACITY = 256 * 1024;
/** Bytes copied between two yields to the event loop (buffered chunks would otherwise run in one turn). */
const COPY_SLICE_BYTES = 512 * 1024;

/**
 * The bytes of an uploaded file, copied into one buffer chunk by chunk as they arrive, up to
 * `maxBytes` (more is `FST_REQ_FILE_TOO_LARGE`). The buffer is sized from the request's length
 * when it says one (the file is a little smaller), so each arriving chunk costs one small copy,
 * and the copying yields to the event loop every {@link COPY_SLICE_BYTES}: gathering the chunks
 * and joining them at the end (`toBuffer`) held the event loop for tens of milliseconds per 10 MB
 * file (decision 029).
 */
async function collectFile(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  maxBytes: number,
  requestLength: number,
): Promise<Buffer> {
  const hint = Number.isFinite(requestLength) && requestLength > 0 ? requestLength : FIRST_CAPACITY;
  let buffer = Buffer.allocUnsafe(Math.min(hint, maxBytes));
  let length = 0;
  let copiedSinceYield = 0;
  let tooLarge = false;
  for await (const chunk of file) {
    // Past the limit the rest is read and dropped, so the client gets its 413 rather than a reset.
    if (tooLarge || file.truncated || length + chunk.length > maxBytes) {
      tooLarge = true;
      continue;
    }
    if (length + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(Math.max(buffer.length * 2, length + chunk.length), maxBytes));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    chunk.copy(buffer, length);
    length += chunk.length;
    if (length - copiedSinceYield >= COPY_SLICE_BYTES) {
      copiedSinceYield = length;
      await setImmediate();
    }
  }
  if (tooLarge || file.truncated) {
    throw Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  }
  return buffer.subarray(0, length);
}

function isClientError(error: unknown): error is { statusCode: number; code?: string } {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The one file of a multipart request (field `file`), checked: present (400 with a violation on
 * `file`), within `maxBytes` (413 `fileTooLarge` with `parameters.maxBytes`), of an allowed type
 * by its content and with a name whose extension agrees (else 415 `fileUnsupportedType`). A
 * name without an extension gets the one of its type. A request that is not multipart is a 415.
 */
export async function readUpload(request: FastifyRequest, options: UploadOptions = {}): Promise<Upload> {
  const language = requestLanguage(request);
  const allowed = options.allowed ?? defaultUploadTypes;
  const maxBytes = Math.min(options.maxBytes ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
  if (!request.isMultipart()) throw notMultipart(language);

  let fileName: string;
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: true });
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      part?.file.resume();
      throw missingFile(language);
    }
    fileName = sanitizeFileName(part.filename);
    bytes = await collectFile(part.file, maxBytes, Number(request.headers['content-length']));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(language, maxBytes);
    if (isClientError(error)) throw error;
    // busboy's own failures (no boundary, a cut-off body, malformed part headers) are the client's.
    throw malformed(language);
  }

  const contentType = await sniffUpload(bytes, allowed);
  if (!contentType) throw unsupportedType(language);
  const extension = extensionOf(fileName);
  const extensions: readonly string[] = uploadTypes[contentType];
  if (extension === null) {
    fileName = sanitizeFileName(`${fileName}.${extensions[0]}`);
  } else if (!extensions.includes(extension)) {
    throw unsupportedType(language);
  }
  return { fileName, contentType, bytes };
}
