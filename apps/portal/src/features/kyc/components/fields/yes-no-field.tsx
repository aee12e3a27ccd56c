import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '../../lib/form-values.ts';
import type { KycForm } from './kyc-form.ts';

/** A yes/no question; unanswered until one is chosen (the schema then says "required"). */
export function YesNoField({
  form,
  path,
  label,
  description,
  onAnswer,
}: {
  form: KycForm;
  path: string;
  label: string;
  description?: string;
  /** After the answer is set (e.g. to add the first row of what a "yes" asks for). */
  onAnswer?: (answer: boolean) => void;
}) {
  const { t } = useTranslation('kyc');
  const input = form.getInputProps(path);
  const value = input.value as YesNo;
  return (
    <Radio.Group
      label={label}
      description={description}
      required
      error={input.error}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => {
        form.setFieldValue(path, next === 'yes');
        form.clearFieldError(path);
        onAnswer?.(next === 'yes');
      }}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t('answers.yes')} aria-invalid={Boolean(input.error)} />
        <Radio value="no" label={t('answers.no')} aria-invalid={Boolean(input.error)} />
      </Group>
    </Radio.Group>
  );
}
