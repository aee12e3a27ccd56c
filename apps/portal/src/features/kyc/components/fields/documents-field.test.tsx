import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FileMetadata } from '@wl/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { emptyKycFormValues, type KycFormValues } from '../../lib/form-values.ts';
import { useKycForm } from '../../lib/kyc-form.ts';
import { type DocumentActions, DocumentsField } from './documents-field.tsx';

const PATH = 'investmentDetails.originOfFunds.0.supportingDocuments';

function Harness({ actions, onValues }: { actions: DocumentActions; onValues: (values: KycFormValues) => void }) {
  const form = useKycForm({ initialValues: emptyKycFormValues() });
  return (
    <>
      <DocumentsField form={form} path={PATH} label="Dokumenty potwierdzające" actions={actions} />
      <Button onClick={() => onValues(form.getValues())}>values</Button>
    </>
  );
}

const uploaded = (fileName: string): FileMetadata => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  fileName,
  size: 10,
  contentType: 'application/pdf',
  uploadedAt: '2026-05-04T10:00:00.000Z',
});

function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

describe('DocumentsField', () => {
  it('uploads a chosen PDF and lists it by name; its id goes into the questionnaire', async () => {
    const upload = vi.fn().mockImplementation(async (file: File) => uploaded(file.name));
    const onValues = vi.fn();
    renderWithProviders(<Harness actions={{ upload }} onValues={onValues} />);
    choose([new File(['%PDF-1.4'], 'wyciąg.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('wyciąg.pdf')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'values' }));
    expect(onValues.mock.calls[0]?.[0].investmentDetails.originOfFunds[0].supportingDocuments).toEqual([
      { id: '00000000-0000-4000-8000-0000000000a1', fileName: 'wyciąg.pdf' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń plik wyciąg.pdf' }));
    expect(screen.queryByText('wyciąg.pdf')).toBeNull();
  });

  it('refuses a file of another type or over 10 MB before any upload, and says why', async () => {
    const upload = vi.fn();
    renderWithProviders(<Harness actions={{ upload }} onValues={vi.fn()} />);
    const big = new File(['x'], 'skan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    choose([new File(['x'], 'notatki.txt', { type: 'text/plain' }), big]);
    expect(await screen.findByText('notatki.txt: Ten typ pliku nie jest obsługiwany.')).toBeTruthy();
    expect(screen.getByText('skan.png: Plik jest za duży.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows a refused upload with the catalogue’s message', async () => {
    const upload = vi.fn().mockRejectedValue(new ApiRequestError(413, errorBody('x', errorCodes.fileTooLarge)));
    renderWithProviders(<Harness actions={{ upload }} onValues={vi.fn()} />);
    choose([new File(['%PDF'], 'umowa.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(screen.getByText('umowa.pdf: Plik jest za duży.')).toBeTruthy());
  });
});
