import { resources } from '@wl/shared';
import { describe, expect, it } from 'vitest';
import { auditEvents } from './audit.ts';

describe('the platform’s audit events', () => {
  it.each(['pl', 'en'] as const)('each has words in the console’s audit log (%s)', (language) => {
    const words = (resources[language].console as { audit: { platformEvents: Record<string, string> } }).audit
      .platformEvents;
    const missing = auditEvents.filter((event) => !words[event.replaceAll('.', '_')]);
    expect(missing).toEqual([]);
  });
});
