import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@wl/shared/console';
import { shortXssPayloads } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

/** Stored XSS in the audit log: actors, tenant names and the data of an entry are shown as text. */

afterEach(() => {
  window.location.hash = '';
});

describe('the audit log with payloads', () => {
  it.each(shortXssPayloads)('shows %s in actor, tenant and data as text', async (_, payload) => {
    const entry: AuditLogEntry = {
      id: crypto.randomUUID(),
      createdAt: '2025-06-10T10:00:00.000Z',
      event: 'login.failed',
      tenant: { id: crypto.randomUUID(), name: payload },
      actor: payload,
      ip: '203.0.113.7',
      data: { email: payload, nested: { name: payload, list: [payload] } },
    };
    window.location.hash = '#/audit';
    renderApp(() => [], {
      handlers: {
        'auditLog.list': () => ({ items: [entry], nextCursor: null }),
        'auditLog.events': () => ['login.failed'],
      },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Pokaż dane zdarzenia login.failed' }));
    const data = table.querySelector('pre, code');
    expect(data?.textContent).toBe(JSON.stringify(entry.data, null, 2));
    expect(within(table).getAllByText((_, element) => element?.textContent === payload).length).toBeGreaterThan(0);
    expect(activeElementsIn(document.body)).toEqual([]);
    expect(document.body.querySelector('img, svg[onload], iframe, textarea')).toBeNull();
  });
});
