import { ActionIcon, Anchor, Button, FileButton, Group, Input, List, Loader, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import type { FileMetadata } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { checkUpload, DOCUMENT_TYPES } from '@/lib/files.ts';
import type { DocumentValues } from '../../lib/form-values.ts';
import { errorAt, type KycForm } from '../../lib/kyc-form.ts';
import { useKycValue, valueAt } from './use-kyc-value.ts';

/** Files per source of funds (the schema's limit). */
const MAX_DOCUMENTS = 20;

export interface DocumentActions {
  upload: (file: File) => Promise<FileMetadata>;
  download?: (document: DocumentValues) => Promise<void>;
}

/**
 * The supporting documents of one source of funds: files uploaded as soon as they are chosen
 * (each checked first: PDF, JPEG or PNG up to 10 MB), listed by name, removable. The ids go into
 * the questionnaire; the names stay in the form (and its local copy) for this list.
 */
export function DocumentsField({
  form,
  path,
  label,
  actions,
}: {
  form: KycForm;
  path: string;
  label: string;
  actions: DocumentActions;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const { language } = useBranding();
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const documents = useKycValue(form, (values) => (valueAt(values, path) ?? []) as DocumentValues[]);
  const error = errorAt(form, path);

  const add = async (files: File[]) => {
    setProblems([]);
    const room = MAX_DOCUMENTS - documents.length - uploading.length;
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const problem = checkUpload(file);
      if (problem) refused.push(`${file.name}: ${t(`errors:${problem}`)}`);
      else if (accepted.length < room) accepted.push(file);
      else refused.push(`${file.name}: ${t('kyc:documents.tooMany', { max: MAX_DOCUMENTS })}`);
    }
    setProblems(refused);
    await Promise.all(
      accepted.map(async (file) => {
        setUploading((names) => [...names, file.name]);
        try {
          const uploaded = await actions.upload(file);
          form.insertListItem(path, { id: uploaded.id, fileName: uploaded.fileName });
          form.clearFieldError(path);
        } catch (failure) {
          setProblems((list) => [...list, `${file.name}: ${messageOfError(failure, language).text}`]);
        } finally {
          setUploading((names) => names.filter((name) => name !== file.name));
        }
      }),
    );
  };

  const name = (document: DocumentValues, index: number) =>
    document.fileName || t('kyc:documents.unnamed', { number: index + 1 });

  return (
    <Input.Wrapper label={label} description={t('kyc:documents.hint')} error={error}>
      <Stack gap="xs" mt={4}>
        {documents.length > 0 ? (
          <List spacing={4} size="sm" icon={<IconFile size={16} aria-hidden="true" />} center>
            {documents.map((document, index) => (
              <List.Item key={document.id}>
                <Group gap="xs" wrap="nowrap">
                  {actions.download ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => actions.download?.(document)}
                      style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                    >
                      {name(document, index)}
                    </Anchor>
                  ) : (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {name(document, index)}
                    </Text>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('kyc:documents.remove', { name: name(document, index) })}
                    onClick={() => form.removeListItem(path, index)}
                  >
                    <IconX size={14} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {uploading.map((file) => (
          <Group key={file} gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('kyc:documents.uploading', { name: file })}
            </Text>
          </Group>
        ))}
        {problems.map((problem) => (
          <Text key={problem} size="sm" c="red" role="alert">
            {problem}
          </Text>
        ))}
        <Group>
          <FileButton onChange={add} accept={DOCUMENT_TYPES.join(',')} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="sm"
                leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                disabled={documents.length + uploading.length >= MAX_DOCUMENTS}
              >
                {t('kyc:documents.add')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
