import { shortXssPayloads } from '@wl/shared/testing';
import { activeElementsIn } from '@wl/shared/testing/dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PaymentFiles } from './payment-files.tsx';

/** Stored XSS through uploaded file names: shown as the text of their buttons, never as markup. */
describe('payment confirmation file names', () => {
  it('shows every payload file name as the text of its button', () => {
    const files = shortXssPayloads.map(([, payload], index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      fileName: payload,
      size: 10,
      contentType: 'application/pdf',
      uploadedAt: '2026-01-01T00:00:00.000Z',
    }));
    const { container } = renderWithProviders(<PaymentFiles offerId="o-1" files={files} />);
    expect(activeElementsIn(container)).toEqual([]);
    const buttons = Array.from(container.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual(files.map((file) => file.fileName));
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? '').join('\n')).toContain(
      files[0]?.fileName ?? '-',
    );
  });
});
