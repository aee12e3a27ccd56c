import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { DATE_INPUT_FORMAT, dateToIso, isoToDate, parseTypedDate } from '@/lib/dates.ts';
import type { KycForm } from './kyc-form.ts';

/**
 * A calendar date of the questionnaire: typed as `DD.MM.YYYY` (spec §9) or picked, held as
 * `YYYY-MM-DD` like the schemas and the API. No min/max on the input: Mantine would silently drop
 * a typed date outside them, where the schema's rule says why it is refused (e.g. a document
 * expiring in less than 7 days).
 */
export function DateField({
  form,
  path,
  label,
  description,
  required,
}: {
  form: KycForm;
  path: string;
  label: string;
  description?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('kyc');
  const { language } = useBranding();
  const input = form.getInputProps(path);
  return (
    <DateInput
      {...input}
      label={label}
      description={description}
      required={required}
      value={isoToDate(input.value as string)}
      onChange={(value) => form.setFieldValue(path, dateToIso(value))}
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={(text) => parseTypedDate(text) ?? new Date(Number.NaN)}
      placeholder={t('hints.datePlaceholder')}
      locale={language}
      clearable
      key={form.key(path)}
    />
  );
}
