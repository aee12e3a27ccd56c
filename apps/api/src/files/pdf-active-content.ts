import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inflate, inflateSync } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * PDF names of active content (decision 026): scripts, launching programs, embedded files, rich
 * media and forms that submit or import. Links (`/URI`) and plain open actions stay allowed.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'XFA',
]);

/** Object streams are inflated to be read, up to this many bytes in all (more is a bomb). */
export const PDF_INFLATE_BUDGET = 16 * 1024 * 1024;
/**
 * More object streams than this is not a document but an attack on the inflater (a real PDF has a
 * few dozen at most): refused as hostile.
 */
export const MAX_OBJECT_STREAMS = 1000;
/** Work between two yields to the event loop: one upload never holds it for long (decision 029). */
const SLICE_BYTES = 128 * 1024;
/** Object streams up to this size, inflating to at most SMALL_OUTPUT_BYTES, are inflated on the spot. */
const SMALL_STREAM_BYTES = 4096;
const SMALL_OUTPUT_BYTES = 64 * 1024;
/** The longest name worth decoding: every active name is far shorter; a longer one is not one of them. */
const MAX_NAME_BYTES = 64;

// Byte values of the characters the scanner looks at.
const SLASH = 0x2f;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

/** PDF delimiters and white space end a name (PDF 32000-1 §7.2.2/§7.3.5). */
const ENDS_NAME = new Uint8Array(256);
for (const char of ' \t\r\n\f\0()<>[]{}/%') ENDS_NAME[char.charCodeAt(0)] = 1;

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const OBJ = Buffer.from('obj');

function startsWith(bytes: Buffer, at: number, word: Buffer): boolean {
  if (at + word.length > bytes.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[at + k] !== word[k]) return false;
  return true;
}

/**
 * The name starting after the `/` at `slash`, with `#xx` escapes decoded (`/J#61vaScript` is
 * `/JavaScript`), and where it ends. Names longer than {@link MAX_NAME_BYTES} are skipped to their
 * end without being decoded (null name): no active name is that long.
 */
function readName(bytes: Buffer, slash: number): { name: string | null; end: number } {
  let i = slash + 1;
  let name = '';
  let length = 0;
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    if (ENDS_NAME[byte]) break;
    length += 1;
    if (byte === HASH) {
      const high = hexValue(bytes[i + 1]);
      const low = hexValue(bytes[i + 2]);
      if (high >= 0 && low >= 0) {
        if (length <= MAX_NAME_BYTES) name += String.fromCharCode(high * 16 + low);
        i += 3;
        continue;
      }
    }
    if (length <= MAX_NAME_BYTES) name += String.fromCharCode(byte);
    i += 1;
  }
  return { name: length <= MAX_NAME_BYTES ? name : null, end: i };
}

/** What the dictionary before a `stream` keyword said about the stream. */
interface StreamDictionary {
  objectStream: boolean;
  flate: boolean;
}

/**
 * One pass over PDF bytes (decision 029): names outside stream data are read (and their `#xx`
 * escapes decoded) as they come; stream data is skipped to its `endstream` with one forward
 * search; the names between an object's start (or the previous stream's end) and its `stream`
 * keyword say whether the stream is a Flate-compressed object stream, whose data is collected to
 * be inflated. Every byte is looked at a bounded number of times, whatever the input: linear.
 */
class PdfScanner {
  private i = 0;
  private dictionary: StreamDictionary = { objectStream: false, flate: false };
  private previousName: string | null = null;
  readonly objectStreams: Buffer[] = [];
  active = false;

  constructor(private readonly bytes: Buffer) {}

  get done(): boolean {
    return this.active || this.i >= this.bytes.length;
  }

  /** Scans up to `budget` more bytes (plus the rest of a name or a skipped stream). */
  step(budget: number): void {
    const { bytes } = this;
    const stop = Math.min(bytes.length, this.i + budget);
    while (this.i < stop && !this.active) {
      const byte = bytes[this.i] as number;
      if (byte === SLASH) {
        const { name, end } = readName(bytes, this.i);
        this.name(name);
        this.i = end;
      } else if (byte === 0x73 /* s */ && !isLetter(bytes[this.i - 1]) && startsWith(bytes, this.i, STREAM)) {
        this.stream(this.i + STREAM.length);
      } else if (byte === 0x6f /* o */ && startsWith(bytes, this.i, OBJ) && !isLetter(bytes[this.i + OBJ.length])) {
        // `obj` (or `endobj`) starts the next object's dictionary.
        this.dictionary = { objectStream: false, flate: false };
        this.previousName = null;
        this.i += OBJ.length;
      } else {
        this.i += 1;
      }
    }
  }

  private name(name: string | null): void {
    if (name !== null && ACTIVE_NAMES.has(name)) this.active = true;
    if (name === 'ObjStm' && this.previousName === 'Type') this.dictionary.objectStream = true;
    if (name === 'FlateDecode') this.dictionary.flate = true;
    this.previousName = name;
  }

  /** At the end of a `stream` keyword: its data (after the end of line) up to `endstream`. */
  private stream(afterKeyword: number): void {
    const { bytes } = this;
    let start = afterKeyword;
    if (bytes[start] === CR) start += 1;
    if (bytes[start] !== LF) {
      // Not a stream keyword (`stream` inside a word or a string): go on after it.
      this.i = afterKeyword;
      return;
    }
    start += 1;
    const end = bytes.indexOf(ENDSTREAM, start);
    const dataEnd = end === -1 ? bytes.length : end;
    if (this.dictionary.objectStream && this.dictionary.flate) {
      this.objectStreams.push(bytes.subarray(start, dataEnd));
    }
    this.dictionary = { objectStream: false, flate: false };
    this.previousName = null;
    this.i = end === -1 ? bytes.length : end + ENDSTREAM.length;
  }
}

function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
}

/**
 * A small object stream is inflated on the spot (the thread pool costs more than it does) as long
 * as its output stays small too; anything bigger is inflated off the event loop, within `budget`.
 */
async function inflateObjectStream(data: Buffer, budget: number): Promise<Buffer> {
  if (data.length <= SMALL_STREAM_BYTES) {
    try {
      return inflateSync(data, { maxOutputLength: Math.min(budget, SMALL_OUTPUT_BYTES) });
    } catch (error) {
      if (!isTooLarge(error) || budget <= SMALL_OUTPUT_BYTES) throw error;
    }
  }
  return inflateAsync(data, { maxOutputLength: budget });
}

/** Scans `bytes` in slices, yielding to the event loop between them. */
async function scan(bytes: Buffer): Promise<PdfScanner> {
  const scanner = new PdfScanner(bytes);
  for (;;) {
    scanner.step(SLICE_BYTES);
    if (scanner.done) return scanner;
    await setImmediate();
  }
}

/**
 * True when a PDF carries active content (decision 026): in its objects outside stream data, or in
 * a Flate-compressed object stream (where PDF 1.5+ writers put dictionaries), inflated off the
 * event loop under {@link PDF_INFLATE_BUDGET} in all (an object stream past it counts as hostile).
 * Page content streams are not inflated: they draw, and cannot hold actions. Linear in the size of
 * the file and of what is inflated (decision 029).
 */
export async function hasActivePdfContent(bytes: Buffer): Promise<boolean> {
  const outer = await scan(bytes);
  if (outer.active) return true;
  if (outer.objectStreams.length > MAX_OBJECT_STREAMS) return true;
  let budget = PDF_INFLATE_BUDGET;
  for (const data of outer.objectStreams) {
    let inflated: Buffer;
    try {
      inflated = await inflateObjectStream(data, budget);
    } catch (error) {
      if (isTooLarge(error)) return true;
      continue;
    }
    budget -= inflated.length;
    if (budget <= 0) return true;
    if ((await scan(inflated)).active) return true;
  }
  return false;
}
