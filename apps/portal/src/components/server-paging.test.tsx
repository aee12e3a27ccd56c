import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { lastPage, ServerPaging } from './server-paging.tsx';

describe('ServerPaging', () => {
  it('knows the last page of a list, at least one', () => {
    expect([lastPage(0, 20), lastPage(20, 20), lastPage(21, 20), lastPage(41, 20)]).toEqual([1, 1, 2, 3]);
  });

  it('says which rows are shown of how many and names every page control', async () => {
    const onPage = vi.fn();
    renderWithProviders(
      <ServerPaging
        page={2}
        pageSize={10}
        pageSizes={[10, 20, 50]}
        total={23}
        onPage={onPage}
        onPageSize={vi.fn()}
        texts="insight:followUp.paging"
      />,
    );
    expect(screen.getByText(/11.*20.*23/)).toBeTruthy();
    const navigation = screen.getByRole('navigation');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(onPage).toHaveBeenCalledWith(3);
    for (const button of navigation.querySelectorAll('button')) expect(button.getAttribute('aria-label')).toBeTruthy();
  });

  it('says "more than" of a total the server stopped counting, with numbers as the spec writes them', () => {
    renderWithProviders(
      <ServerPaging
        page={50}
        pageSize={20}
        pageSizes={[20]}
        total={2000}
        totalCapped
        onPage={vi.fn()}
        onPageSize={vi.fn()}
        texts="investments:offer.list"
      />,
    );
    expect(screen.getByText('981–1 000 z ponad 2 000')).toBeTruthy();
  });
});
