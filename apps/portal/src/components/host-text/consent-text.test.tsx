import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ConsentText } from './consent-text.tsx';

describe('ConsentText', () => {
  it('renders the allowed markup as elements: a link that opens apart, emphasis', () => {
    const { container } = renderWithProviders(
      <ConsentText
        text={'Akceptuję <a href="https://demo.localhost/regulamin.pdf">regulamin</a> i <strong>ryzyka</strong>.'}
      />,
    );
    const link = screen.getByRole('link', { name: 'regulamin' });
    expect(link.getAttribute('href')).toBe('https://demo.localhost/regulamin.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('strong')?.textContent).toBe('ryzyka');
  });

  it('shows anything else as plain text, never as markup', () => {
    const { container } = renderWithProviders(<ConsentText text={'<img src=x onerror="alert(1)"> zgoda'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> zgoda');
  });
});
