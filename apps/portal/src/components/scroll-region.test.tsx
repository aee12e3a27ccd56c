import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ScrollRegion } from './scroll-region.tsx';

describe('ScrollRegion', () => {
  it('is a named region the keyboard reaches, scrolling sideways (and down only when given a height)', () => {
    renderWithProviders(
      <>
        <ScrollRegion label="Harmonogram">
          <table />
        </ScrollRegion>
        <ScrollRegion label="Podgląd" maxHeight={360}>
          <table />
        </ScrollRegion>
      </>,
    );
    const wide = screen.getByRole('region', { name: 'Harmonogram' });
    expect(wide.tabIndex).toBe(0);
    expect(wide.style.overflowX).toBe('auto');
    expect(wide.style.overflowY).toBe('');
    const tall = screen.getByRole('region', { name: 'Podgląd' });
    expect(tall.style.overflowY).toBe('auto');
    expect(tall.style.maxHeight).toBe('360px');
  });
});
