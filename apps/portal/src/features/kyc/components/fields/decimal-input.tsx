import { TextInput, type TextInputProps } from '@mantine/core';
import type { KycForm } from '../../lib/kyc-form.ts';

/**
 * A number typed as text (spec §5: a comma is the decimal separator, a dot works too; spaces may
 * group thousands). Kept as typed; the schemas parse it, so `12,5` and `12.5` mean the same.
 */
export function DecimalInput({
  form,
  path,
  integer = false,
  ...props
}: { form: KycForm; path: string; integer?: boolean } & Omit<TextInputProps, 'form'>) {
  return (
    <TextInput
      {...form.getInputProps(path)}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      key={form.key(path)}
    />
  );
}
