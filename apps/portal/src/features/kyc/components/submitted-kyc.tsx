import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@wl/shared/format';
import { kycSections, type PublicKycPreview } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ReadOnlyFields, useReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import { numberedFileName, useFileDownload } from '@/lib/use-file-download.ts';
import { publicKycApi } from '../api/kyc-api.ts';
import { sectionNumber } from '../lib/sections.ts';
import { useIndustryNames } from './kyc-review.tsx';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A submitted questionnaire read-only, by section (the public link's preview), industries named by
 * the preview's own dictionary and supporting documents downloadable by the link.
 */
export function SubmittedKyc({ preview, token }: { preview: PublicKycPreview; token: string }) {
  const { t } = useTranslation(['kyc', 'enums', 'admin']);
  const download = useFileDownload();
  const context = useReadOnlyContext(useIndustryNames(preview.parameters.industries), (documentId, number) => {
    void download(
      () => publicKycApi.download(token, documentId),
      numberedFileName(t('admin:kyc.documentFile'), number),
    );
  });
  const data = isRecord(preview.data) ? preview.data : {};
  return (
    <Stack gap="md" component="section" aria-label={t('kyc:preview.title')}>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('kyc:preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {preview.submittedAt
            ? t('kyc:preview.submittedAt', { date: formatDateTime(preview.submittedAt, context.language) })
            : t('kyc:preview.notSubmitted')}
        </Text>
      </Stack>
      {kycSections.map((section) => {
        const value = data[section];
        if (!isRecord(value)) return null;
        const title = `${sectionNumber(section)}. ${t(`enums:kycSection.${section}`)}`;
        return (
          <Paper key={section} withBorder radius="md" p="md" component="section" aria-label={title}>
            <Title order={3} size="h5" mb="sm">
              {title}
            </Title>
            <ReadOnlyFields data={value} context={context} />
          </Paper>
        );
      })}
    </Stack>
  );
}
