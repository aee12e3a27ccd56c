import { describe, expect, it } from 'vitest';
import { edgeLoggerOptions, logFormat } from './logging.ts';

describe('the edge log format', () => {
  it('is readable at a terminal in development and JSON everywhere else, unless LOG_FORMAT says', () => {
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it('keeps the redaction in both formats and prints through pino-pretty when readable', () => {
    const pretty = edgeLoggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, true) as Record<string, unknown>;
    const json = edgeLoggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, true) as Record<string, unknown>;
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty' });
    expect(json.transport).toBeUndefined();
    expect(pretty.redact).toEqual(json.redact);
  });
});
