import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enHost } from '@/testing/hosts.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { RequestStatusBadge } from './onboarding-request/request-status-badge.tsx';
import { InvestmentStatusBadge } from './status-badge.tsx';

/** The badge around a label and the label's own element, as Mantine renders them. */
function badgeOf(text: string) {
  const label = screen.getByText(text);
  const root = label.closest('.mantine-Badge-root') as HTMLElement;
  return { label, root };
}

describe('status badges (issue 19: long labels are not cut off)', () => {
  it.each([
    ['pl', 'Odrzucona przez inwestora'],
    ['en', 'Declined'],
  ] as const)('lets a long investment status wrap instead of ending in an ellipsis (%s)', (language, text) => {
    renderWithProviders(<InvestmentStatusBadge status="declined" />, language === 'en' ? enHost : undefined);
    const { label, root } = badgeOf(text);
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.textOverflow).toBe('clip');
    expect(label.style.overflow).toBe('visible');
    // The badge is as tall as its lines and no wider than its cell or card.
    expect(root.style.height).toBe('auto');
    expect(root.style.maxWidth).toBe('100%');
  });

  it('does the same for an onboarding request’s status', () => {
    renderWithProviders(<RequestStatusBadge status="viewed" />);
    const { label, root } = badgeOf('Wyświetlony');
    expect(label.style.whiteSpace).toBe('normal');
    expect(root.style.height).toBe('auto');
  });
});
