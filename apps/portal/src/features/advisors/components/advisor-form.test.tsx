import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@wl/shared/format';
import { addDays, todayIso } from '@wl/shared/rules';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { enHost } from '@/testing/hosts.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { type AdvisorFormValues, emptyAdvisorForm } from '../lib/advisor-form-values.ts';
import { AdvisorForm } from './advisor-form.tsx';

const networks = [
  { id: '00000000-0000-4000-8000-0000000000a1', name: 'North' },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'South' },
];

const filled: AdvisorFormValues = {
  ...emptyAdvisorForm,
  firstName: 'Jan',
  surname: 'Kowalski',
  email: 'jan.kowalski@example.com',
  documentType: 'PASSPORT',
  documentNumber: 'PA8234567',
  documentExpiryDate: addDays(todayIso(), 365),
  powerOfAttorneyStart: todayIso(),
};

function renderForm(initialValues: AdvisorFormValues, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderWithProviders(
    <AdvisorForm initialValues={initialValues} networks={networks} submitLabel="Save" onSubmit={onSubmit} />,
    enHost,
  );
  return onSubmit;
}

describe('advisor form', () => {
  it('blocks the submit of an empty form and says what is missing, networks included', async () => {
    const onSubmit = renderForm(emptyAdvisorForm);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An advisor needs at least one network.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an expiry date fewer than 7 days ahead and a bad e-mail', async () => {
    const onSubmit = renderForm({
      ...filled,
      email: 'jan.kowalski@',
      documentExpiryDate: addDays(todayIso(), 3),
      brokerNetworkIds: [networks[0]?.id ?? ''],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(
      screen.getByText(
        `The document must be valid for at least 7 more days, that is until ${formatDate(addDays(todayIso(), 7))} or later.`,
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a typed expiry date fewer than 7 days ahead and says why it is refused (spec §5)', async () => {
    renderForm({ ...filled, documentExpiryDate: '', brokerNetworkIds: [networks[0]?.id ?? ''] });
    const expiry = screen.getByRole('textbox', { name: /Document expiry date/ });
    const typed = formatDate(addDays(todayIso(), 3));
    await userEvent.type(expiry, typed);
    await userEvent.tab();
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect((expiry as HTMLInputElement).value).toBe(typed);
    expect(
      screen.getByText(
        `The document must be valid for at least 7 more days, that is until ${formatDate(addDays(todayIso(), 7))} or later.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('shows the power of attorney error as DD.MM.YYYY together with the other errors', async () => {
    const onSubmit = renderForm({
      ...filled,
      firstName: '',
      powerOfAttorneyStart: '2026-05-10',
      powerOfAttorneyEnd: '2026-05-09',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date on or after 10.05.2026.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('An advisor needs at least one network.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a document number that is not in the format of the document type', async () => {
    const onSubmit = renderForm({ ...filled, brokerNetworkIds: [networks[0]?.id ?? ''] });
    const number = screen.getByRole('textbox', { name: /Document number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '!!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the passport number as 2 letters and 7 digits, e.g. ZS0000177.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the validated payload once a network is ticked', async () => {
    const onSubmit = renderForm(filled);
    await userEvent.click(screen.getByRole('checkbox', { name: 'South' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'jan.kowalski@example.com',
      documentType: 'PASSPORT',
      country: 'PL',
      brokerNetworkIds: [networks[1]?.id],
    });
  });

  it("shows the server's violation on its field (e-mail already used)", async () => {
    const refusal = new ApiRequestError(409, {
      label: 'Validation failed',
      code: 'validation',
      parameters: {},
      violations: [
        { propertyPath: 'email', title: 'This e-mail address is already in use.', message: 'validation:emailTaken' },
      ],
    });
    renderForm({ ...filled, brokerNetworkIds: [networks[0]?.id ?? ''] }, vi.fn().mockRejectedValue(refusal));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This e-mail address is already in use.').length).toBeGreaterThanOrEqual(1);
  });
});
