import { Anchor, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type LegalDocumentFile,
  type LegalDocumentKind,
  type LegalDocuments,
  languages,
  legalDocumentKinds,
} from '@wl/shared/config';
import type { HostDraftInput } from '@wl/shared/console';
import { useRef, useState } from 'react';
import { formatFileSize } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { uploadLegalDocument } from '../../../lib/upload-asset.ts';

/** Where a signed-in operator opens an uploaded document, published or not. */
const documentHref = (file: LegalDocumentFile) => `/console/legal-documents/${file.sha256}.pdf`;

interface DocumentCellProps {
  kind: LegalDocumentKind;
  language: (typeof languages)[number];
  file: LegalDocumentFile | undefined;
  onChange: (file: LegalDocumentFile | null) => void;
}

type UploadState = { status: 'idle' } | { status: 'uploading' } | { status: 'failed'; message: string };

function DocumentCell({ kind, language: documentLanguage, file, onChange }: DocumentCellProps) {
  const { language, t } = useI18n();
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const resetRef = useRef<() => void>(null);
  const name = `${t(`branding.fields.legalDocument.${kind}`)} (${documentLanguage.toUpperCase()})`;

  async function choose(chosen: File | null) {
    resetRef.current?.();
    if (!chosen) return;
    setUpload({ status: 'uploading' });
    const result = await uploadLegalDocument(chosen, language);
    if (result.ok) {
      setUpload({ status: 'idle' });
      onChange(result.file);
    } else {
      setUpload({ status: 'failed', message: result.message ?? t('editor.upload.failed') });
    }
  }

  return (
    <Paper withBorder p="sm" radius="sm" data-document={`${kind}.${documentLanguage}`}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {documentLanguage.toUpperCase()}
        </Text>
        {file ? (
          <Text size="sm">
            <Anchor
              href={documentHref(file)}
              target="_blank"
              rel="noopener"
              underline="always"
              // The visible file name first (WCAG 2.5.3), then which document it is.
              aria-label={`${file.fileName}, ${name}`}
            >
              {file.fileName}
            </Anchor>{' '}
            <Text span size="sm" c="gray.7">
              {file.version
                ? t('editor.documents.version', { version: file.version, size: formatFileSize(file.size, language) })
                : t('editor.documents.unpublished', { size: formatFileSize(file.size, language) })}
            </Text>
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            {t('editor.documents.none')}
          </Text>
        )}
        {upload.status === 'failed' && (
          <Text size="sm" c="red.8" role="alert">
            {upload.message}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept="application/pdf,.pdf" resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={upload.status === 'uploading'}
                aria-label={`${t(file ? 'editor.documents.replace' : 'editor.documents.upload')}: ${name}`}
              >
                {t(file ? 'editor.documents.replace' : 'editor.documents.upload')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              size="xs"
              variant="subtle"
              // The theme colour, not a shade: Mantine draws a subtle button's text in shade 6 at
              // most ("red.8" read as red 6, 3.3:1 on white); the console's theme makes red readable.
              color="red"
              aria-label={`${t('editor.documents.remove')}: ${name}`}
              onClick={() => onChange(null)}
            >
              {t('editor.documents.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The host's legal documents (decision 043): a PDF per kind and language. An upload goes into the
 * draft; publishing gives it its version and every edge serves it at `/legal/<kind>.<lang>.pdf`.
 */
export function LegalDocumentsField({
  draft,
  onChange,
}: {
  draft: HostDraftInput;
  onChange: (path: string, value: unknown) => void;
}) {
  const { t } = useI18n();
  const documents = (draft.legalDocuments ?? {}) as LegalDocuments;

  function set(kind: LegalDocumentKind, language: (typeof languages)[number], file: LegalDocumentFile | null) {
    const files = { ...documents[kind] };
    if (file) files[language] = file;
    else delete files[language];
    const next: LegalDocuments = { ...documents, [kind]: files };
    if (!files.pl && !files.en) delete next[kind];
    onChange('legalDocuments', Object.keys(next).length === 0 ? null : next);
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('editor.documents.hint')}
      </Text>
      {legalDocumentKinds.map((kind) => (
        <Stack key={kind} gap={6} role="group" aria-label={t(`branding.fields.legalDocument.${kind}`)}>
          <Text fw={600} size="sm">
            {t(`branding.fields.legalDocument.${kind}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {languages.map((language) => (
              <DocumentCell
                key={language}
                kind={kind}
                language={language}
                file={documents[kind]?.[language]}
                onChange={(file) => set(kind, language, file)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
