import { loggerOptions } from './app.ts';
import type { EdgeConfig } from './config.ts';

/**
 * How the edge writes its log: `LOG_FORMAT` when set; otherwise readable lines for a person
 * running it at a terminal in development, and JSON (one object a line) in production or when
 * the output goes to a file, a pipe or a log collector.
 */
export function logFormat(
  config: Pick<EdgeConfig, 'LOG_FORMAT' | 'NODE_ENV'>,
  terminal = process.stdout.isTTY === true,
): 'json' | 'pretty' {
  if (config.LOG_FORMAT) return config.LOG_FORMAT;
  return config.NODE_ENV !== 'production' && terminal ? 'pretty' : 'json';
}

/** The pino options of the edge's log (redaction of tokens and cookies in both formats). */
export function edgeLoggerOptions(
  config: Pick<EdgeConfig, 'LOG_FORMAT' | 'LOG_LEVEL' | 'NODE_ENV'>,
  terminal?: boolean,
): object {
  const options = loggerOptions(config.LOG_LEVEL);
  if (logFormat(config, terminal) === 'json') return options;
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
