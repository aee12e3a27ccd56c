import { fireEvent, screen, within } from '@testing-library/react';
import type { OutboxItem, OutboxMail } from '@wl/shared/console';
import { shortXssPayloads, xssPayloads } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

/**
 * Stored XSS in the outbox: subjects, recipients, tenant names, errors and bodies of mails carry
 * what users typed. The console shows them as text; the HTML body only inside a frame sandboxed
 * without scripts.
 */

afterEach(() => {
  window.location.hash = '';
});

const payloads = shortXssPayloads.map(([, payload]) => payload);

function item(subject: string, index: number): OutboxItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    createdAt: '2025-07-01T08:00:00.000Z',
    to: `${subject}@example.com`,
    template: 'offer-invitation',
    subject,
    status: 'failed',
    attempts: 1,
    lastError: subject,
    nextAttemptAt: null,
  };
}

const items = payloads.map(item);
const first = items[0] as OutboxItem;
const mail: OutboxMail = {
  ...first,
  host: xssPayloads.imgOnerror,
  language: 'pl',
  tenant: { id: crypto.randomUUID(), name: xssPayloads.svgOnload },
  sentAt: null,
  text: `${payloads.join('\n')}\n${xssPayloads.javascriptUrl} https://demo.localhost/x"><script>alert(1)</script>`,
  html: `<p>${xssPayloads.scriptTag}</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>`,
  linkLive: false,
};

function renderOutbox() {
  window.location.hash = '#/outbox';
  renderApp(() => [], {
    handlers: {
      'outbox.list': () => ({ items, nextCursor: null }),
      'outbox.templates': () => ['offer-invitation'],
      'outbox.get': () => mail,
    },
  });
}

/** The console's DOM without the sandboxed mail frame (whose srcdoc holds the mail by design). */
function consoleElements() {
  return activeElementsIn(document.body).filter((found) => !/^IFRAME\[srcdoc\]$/.test(found));
}

describe('the outbox with payloads', () => {
  it('lists every payload subject and recipient as text', async () => {
    renderOutbox();
    const table = await screen.findByRole('table');
    for (const payload of payloads) {
      expect(within(table).getAllByText((_, element) => element?.textContent === payload).length).toBeGreaterThan(0);
    }
    expect(consoleElements()).toEqual([]);
    expect(document.body.querySelector('img, svg[onload], textarea')).toBeNull();
  });

  it('opens a mail: headers and text as text, links http(s) only, HTML in a frame without scripts', async () => {
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: `Otwórz wiadomość „${first.subject}”` }));
    const drawer = await screen.findByRole('dialog', { name: 'Wiadomość' });
    await within(drawer).findByText('Wersja tekstowa');
    expect(drawer.textContent).toContain(xssPayloads.imgOnerror);
    expect(drawer.textContent).toContain(xssPayloads.svgOnload);
    expect(drawer.textContent).toContain(xssPayloads.javascriptUrl);
    for (const link of Array.from(drawer.querySelectorAll('a'))) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\/[^"<>\s]+$/);
    }
    const frame = within(drawer).getByTitle('Wersja HTML wiadomości');
    const sandbox = frame.getAttribute('sandbox');
    expect(sandbox).not.toBeNull();
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin|allow-top-navigation|allow-popups/);
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
    expect(consoleElements()).toEqual([]);
    expect(document.body.querySelector('img, svg[onload]')).toBeNull();
  });
});
