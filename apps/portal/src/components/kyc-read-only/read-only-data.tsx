import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Language } from '@wl/shared/config';
import { formatBankAccount, formatDate, formatNumber, formatPhone } from '@wl/shared/format';
import plAdmin from '@wl/shared/i18n/locales/pl/admin.json' with { type: 'json' };
import {
  documentTypes,
  maritalStatuses,
  originOfFundsTypes,
  pepRelationships,
  propertyRegimes,
  sanctionCountries,
  titles,
} from '@wl/shared/schemas';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { countryName } from '@/lib/countries.ts';

/**
 * Submitted KYC data (and a company) shown read-only: every field a label and a formatted value,
 * nested groups (addresses, the identity document) and lists (bank accounts, PEP functions) as
 * framed blocks. Values are formatted by what they are: calendar dates, bank accounts, amounts
 * and phones (international form) by the shared formatters (spec §9), enum values by the `enums`
 * labels, countries by name, industries by the dictionary's names.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY_FIELDS = new Set(['country', 'issuingCountry', 'citizenship', 'citizenships']);
const AMOUNT_FIELDS = new Set(['receivedValue', 'commitmentEur', 'portfolioEur']);
const PHONE_FIELDS = new Set(['phone']);
/** Values a line must not break inside (issue 19): amounts and phone numbers. */
const ONE_LINE_FIELDS = new Set([...AMOUNT_FIELDS, ...PHONE_FIELDS]);

export interface ReadOnlyContext {
  language: Language;
  t: TFunction<['admin', 'enums']>;
  /** Industry names by dictionary id. */
  industries: ReadonlyMap<string, string>;
  /** Downloads a supporting document by its id (its position in the list names it); none: only the count shows. */
  openDocument?: ((id: string, number: number) => void) | undefined;
}

/**
 * Stored data comes back from a jsonb column, whose keys are not in the order the questionnaire
 * asks them; fields are shown in the order of their labels (the questionnaire's), unknown ones last.
 */
const FIELD_ORDER = new Map(Object.keys(plAdmin.kyc.fields).map((key, index) => [key, index]));

export function orderedEntries(data: Record<string, unknown>): [string, unknown][] {
  const rank = (key: string) => FIELD_ORDER.get(key) ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(data).sort(([a], [b]) => rank(a) - rank(b));
}

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** `beneficialOwners` → `Beneficial owners`: the label of a field without a translation. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(key: string, t: ReadOnlyContext['t']): string {
  return t(`admin:kyc.fields.${key}` as 'admin:kyc.fields.firstName', { defaultValue: humanize(key) });
}

/** One primitive value as text, by the field it belongs to. */
export function formatValue(key: string, value: unknown, context: ReadOnlyContext): string {
  const { t, language } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('admin:common.yes') : t('admin:common.no');
  if (key === 'iban') return formatBankAccount(String(value)) || String(value);
  if (PHONE_FIELDS.has(key) && typeof value === 'string') return formatPhone(value) || value;
  if (COUNTRY_FIELDS.has(key) && typeof value === 'string') return countryName(value, language);
  if (key === 'industries') return context.industries.get(String(value)) ?? String(value);
  if (AMOUNT_FIELDS.has(key) || (key === 'percentage' && value !== '')) return formatNumber(value as number | string);
  if (key === 'title' && isIn(titles, value)) return t(`enums:title.${value}`);
  if (key === 'maritalStatus' && isIn(maritalStatuses, value)) return t(`enums:maritalStatus.${value}`);
  if (key === 'propertyRegime' && isIn(propertyRegimes, value)) return t(`enums:propertyRegime.${value}`);
  if (key === 'relationship' && isIn(pepRelationships, value)) return t(`enums:pepRelationship.${value}`);
  if (key === 'type' && isIn(documentTypes, value)) return t(`enums:documentType.${value}`);
  if (key === 'type' && isIn(originOfFundsTypes, value)) return t(`enums:originOfFundsType.${value}`);
  if (typeof value === 'string' && DATE.test(value)) return formatDate(value) || value;
  return String(value);
}

function Field({ label, oneLine = false, children }: { label: string; oneLine?: boolean; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={oneLine ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** The files proving an origin of funds: download links when the screen can fetch them, else their count. */
function SupportingDocuments({ ids, context }: { ids: string[]; context: ReadOnlyContext }) {
  const { openDocument } = context;
  if (!openDocument) return context.t('admin:kyc.files', { total: ids.length });
  return (
    <Group component="span" gap="xs">
      {ids.map((id, index) => (
        <Anchor key={id} component="button" type="button" size="sm" onClick={() => openDocument(id, index + 1)}>
          {context.t('admin:kyc.documentNumber', { number: index + 1 })}
        </Anchor>
      ))}
    </Group>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function ListValue({ name, items, context }: { name: string; items: unknown[]; context: ReadOnlyContext }) {
  if (items.length === 0) return <Field label={fieldLabel(name, context.t)}>—</Field>;
  if (items.every((item) => !isRecord(item))) {
    return (
      <Field label={fieldLabel(name, context.t)}>
        {name === 'supportingDocuments' ? (
          <SupportingDocuments ids={items.map(String)} context={context} />
        ) : (
          items.map((item) => formatValue(name, item, context)).join(', ')
        )}
      </Field>
    );
  }
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      <Text size="sm" fw={600}>
        {fieldLabel(name, context.t)}
      </Text>
      {items.map((item, index) => (
        // Stored lists have no ids; their order is what identifies an entry here.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only, never reordered
        <Paper key={index} withBorder p="sm" radius="sm">
          <Badge variant="light" color="gray" size="sm" mb="xs">
            {index + 1}
          </Badge>
          <ReadOnlyFields data={item as Record<string, unknown>} context={context} />
        </Paper>
      ))}
    </Stack>
  );
}

function PercentagesValue({ value, context }: { value: Record<string, unknown>; context: ReadOnlyContext }) {
  const entries = sanctionCountries.filter((country) => value[country] !== undefined && value[country] !== null);
  return (
    <Field label={fieldLabel('percentages', context.t)}>
      {entries.length === 0
        ? '—'
        : entries
            .map(
              (country) =>
                `${context.t(`enums:sanctionCountry.${country}`)}: ${formatNumber(value[country] as number)}%`,
            )
            .join('; ')}
    </Field>
  );
}

/** The fields of one object: primitives in a grid, nested objects and lists as blocks below. */
export function ReadOnlyFields({ data, context }: { data: Record<string, unknown>; context: ReadOnlyContext }) {
  const entries = orderedEntries(data);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
      {entries.map(([key, value]) => {
        if (key === 'percentages' && isRecord(value))
          return <PercentagesValue key={key} value={value} context={context} />;
        if (Array.isArray(value)) return <ListValue key={key} name={key} items={value} context={context} />;
        if (isRecord(value)) {
          return (
            <Stack key={key} gap="xs" style={{ gridColumn: '1 / -1' }}>
              <Text size="sm" fw={600}>
                {fieldLabel(key, context.t)}
              </Text>
              <Paper withBorder p="sm" radius="sm">
                <ReadOnlyFields data={value} context={context} />
              </Paper>
            </Stack>
          );
        }
        return (
          <Fragment key={key}>
            <Field label={fieldLabel(key, context.t)} oneLine={ONE_LINE_FIELDS.has(key)}>
              {formatValue(key, value, context)}
            </Field>
          </Fragment>
        );
      })}
    </SimpleGrid>
  );
}

export function useReadOnlyContext(
  industries: ReadonlyMap<string, string>,
  openDocument?: ReadOnlyContext['openDocument'],
): ReadOnlyContext {
  const { t } = useTranslation(['admin', 'enums']);
  const { language } = useBranding();
  return { t, language, industries, openDocument };
}
