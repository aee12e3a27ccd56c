import { ActionIcon, Popover, TextInput } from '@mantine/core';
import type { DatePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate } from '@wl/shared/format';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/admin-page.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { dateToIso, isoToDate, parseTypedDate } from '@/lib/dates.ts';
import type { KycForm } from '../../lib/kyc-form.ts';
import { useKycValue, valueAt } from './use-kyc-value.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const loadCalendar = () => import('./calendar.ts');
const DatePicker = lazy(() =>
  loadCalendar().then((calendar) => ({ default: calendar.DatePicker as ComponentType<DatePickerProps<'default'>> })),
);

/**
 * What the form holds for a typed text: `''` for nothing, `YYYY-MM-DD` for a date, and anything
 * else as typed (`31.02.1985`), which the section's schema refuses as "not a valid date": the
 * form cannot move on or be sent with it, and what was typed is still there to correct.
 */
export function typedDateValue(text: string): string {
  if (text.trim() === '') return '';
  const date = parseTypedDate(text);
  return date ? dateToIso(date) : text.trim();
}

/** The text a form value shows: a date as `DD.MM.YYYY` (spec §9), anything else as it was typed. */
export function dateText(value: string): string {
  return ISO_DATE.test(value) ? formatDate(value) || value : value;
}

/**
 * A calendar date of the questionnaire: typed as `DD.MM.YYYY` (spec §9) or picked in a calendar,
 * held as `YYYY-MM-DD` like the schemas and the API. A text that is no date (`31.02.1985`) stays
 * as typed and says so when the field is left (issue 19: Mantine's date input silently put the
 * previous date back; decision 059). No min/max on the calendar: the schema's rule says why a
 * date is refused (e.g. a document expiring in less than 7 days).
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
  const { t } = useTranslation(['kyc', 'validation']);
  const { language } = useBranding();
  const { defaultValue: _held, onChange: _setValue, onBlur, ...input } = form.getInputProps(path);
  const value = useKycValue(form, (values) => {
    const held = valueAt(values, path);
    return typeof held === 'string' ? held : '';
  });
  const [text, setText] = useState(() => dateText(value));
  const [calendarOpened, setCalendarOpened] = useState(false);

  // A value set from elsewhere (a restored draft, the calendar) replaces the text; a text that
  // still means the value is kept as typed.
  useEffect(() => {
    setText((typed) => (typedDateValue(typed) === value ? typed : dateText(value)));
  }, [value]);

  const type = (typed: string) => {
    setText(typed);
    form.setFieldValue(path, typedDateValue(typed), { forceUpdate: false });
  };

  // Leaving the field: a date is shown as DD.MM.YYYY, a text that is none says so at once.
  const leave = () => {
    const typed = typedDateValue(text);
    if (ISO_DATE.test(typed)) setText(dateText(typed));
    else if (typed !== '') form.setFieldError(path, t('validation:date'));
  };

  const pick = (date: Date | null) => {
    form.setFieldValue(path, dateToIso(date), { forceUpdate: false });
    setCalendarOpened(false);
  };

  return (
    <Popover
      opened={calendarOpened}
      onChange={setCalendarOpened}
      position="bottom-start"
      trapFocus={false}
      withRoles={false}
      shadow="md"
    >
      <Popover.Target>
        <TextInput
          {...input}
          label={label}
          description={description}
          required={required}
          value={text}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={(event) => {
            onBlur?.(event);
            leave();
          }}
          placeholder={t('kyc:hints.datePlaceholder')}
          autoComplete="off"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('kyc:actions.openCalendar')}
              aria-expanded={calendarOpened}
              onClick={() => setCalendarOpened((opened) => !opened)}
              // The calendar's code starts loading as the pointer or the focus reaches the button.
              onPointerEnter={loadCalendar}
              onFocus={loadCalendar}
            >
              <IconCalendar size={18} aria-hidden="true" />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<LoadingState />}>
          <DatePicker
            value={isoToDate(value)}
            defaultDate={isoToDate(value) ?? undefined}
            onChange={pick}
            locale={language}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
