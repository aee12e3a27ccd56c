import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type KycDictionaryEntry, type KycSection, kycSectionSchemas, kycSections } from '@wl/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyFields, useReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import type { KycFormValues } from '../lib/form-values.ts';
import { sectionNumber } from '../lib/sections.ts';
import { type PayloadOptions, sectionPayload } from '../lib/to-payload.ts';

/** Industry names by id, for the read-only views. */
export function useIndustryNames(industries: readonly KycDictionaryEntry[]) {
  return useMemo(() => new Map(industries.map((entry) => [String(entry.id), entry.name])), [industries]);
}

/**
 * The last step: every section as it will be sent (what the schemas make of it: an IBAN
 * grouped, a phone in international form), each with a button back to edit it.
 */
export function KycReview({
  values,
  options,
  industries,
  onEdit,
}: {
  values: KycFormValues;
  options: PayloadOptions;
  industries: readonly KycDictionaryEntry[];
  onEdit: (section: KycSection) => void;
}) {
  const { t } = useTranslation(['kyc', 'enums']);
  const context = useReadOnlyContext(useIndustryNames(industries));
  return (
    <Stack gap="md">
      {kycSections.map((section) => {
        const parsed = kycSectionSchemas[section].safeParse(sectionPayload(section, values, options));
        const title = `${sectionNumber(section)}. ${t(`enums:kycSection.${section}`)}`;
        return (
          <Paper key={section} withBorder radius="md" p="md" component="section" aria-label={title}>
            <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
              <Title order={3} size="h5">
                {title}
              </Title>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => onEdit(section)}
                aria-label={t('kyc:review.editSection', { section: title })}
              >
                {t('kyc:review.edit')}
              </Button>
            </Group>
            {parsed.success ? (
              <ReadOnlyFields data={parsed.data as Record<string, unknown>} context={context} />
            ) : (
              <Text size="sm" c="red">
                {t('kyc:review.sectionInvalid')}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
