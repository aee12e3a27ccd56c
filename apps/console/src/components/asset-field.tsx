import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { assetUrl } from '@wl/shared/config';
import type { BrandingAssetKind } from '@wl/shared/console';
import { useRef, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { acceptFor, uploadBrandingAsset } from '../lib/upload-asset.ts';

export interface AssetFieldProps {
  kind: BrandingAssetKind;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** What keeps the upload (e.g. "Save the draft to keep it."), said after it. */
  keepHint?: string;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'done'; name: string }
  | { status: 'failed'; message: string };

/**
 * A logo or favicon: the reference as text (file name, https URL or same-host path) or a file
 * uploaded from the operator's computer, which becomes a `/branding-assets/…` path in the draft.
 * A thumbnail shows what the reference points at.
 */
export function AssetField({ kind, label, value, error, onChange, keepHint }: AssetFieldProps) {
  const { language, t } = useI18n();
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const resetRef = useRef<() => void>(null);
  const [broken, setBroken] = useState<string | null>(null);

  async function choose(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setUpload({ status: 'uploading' });
    const result = await uploadBrandingAsset(kind, file, language);
    if (result.ok) {
      onChange(result.path);
      setUpload({ status: 'done', name: file.name });
    } else {
      setUpload({ status: 'failed', message: result.message ?? t('editor.upload.failed') });
    }
  }

  const shown = value.trim();
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          value={value}
          error={upload.status === 'failed' ? upload.message : error}
          onChange={(event) => {
            setUpload({ status: 'idle' });
            onChange(event.currentTarget.value);
          }}
        />
        <FileButton onChange={choose} accept={acceptFor(kind)} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.status === 'uploading'}
              aria-label={`${t('editor.upload.button')}: ${label}`}
              mb={upload.status === 'failed' || error ? 22 : 0}
            >
              {t('editor.upload.button')}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.status === 'done' && (
        <Text size="xs" c="teal.8" role="status">
          {t('editor.upload.done', { name: upload.name })}
          {keepHint ? ` ${keepHint}` : ''}
        </Text>
      )}
      {shown !== '' && !error && broken !== shown && (
        <img
          src={assetUrl(shown)}
          alt={t('editor.upload.preview', { field: label })}
          style={{
            height: kind === 'favicon' ? 32 : 48,
            width: 'auto',
            maxWidth: 240,
            objectFit: 'contain',
            alignSelf: 'flex-start',
            padding: 4,
            borderRadius: 4,
            background: kind === 'logoInverse' ? '#1f2937' : undefined,
          }}
          onError={() => setBroken(shown)}
        />
      )}
    </Stack>
  );
}
