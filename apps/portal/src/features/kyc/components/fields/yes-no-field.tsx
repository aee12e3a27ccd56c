import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { useKycValue, valueAt } from './use-kyc-value.ts';

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
  const value = useKycValue(form, (values) => (valueAt(values, path) ?? null) as YesNo);
  const error = errorAt(form, path);
  return (
    <Radio.Group
      label={label}
      description={description}
      required
      error={error}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => {
        form.setFieldValue(path, next === 'yes', { forceUpdate: false });
        form.clearFieldError(path);
        onAnswer?.(next === 'yes');
      }}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t('answers.yes')} aria-invalid={Boolean(error)} />
        <Radio value="no" label={t('answers.no')} aria-invalid={Boolean(error)} />
      </Group>
    </Radio.Group>
  );
}
