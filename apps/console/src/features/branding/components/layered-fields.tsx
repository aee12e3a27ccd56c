import { ActionIcon, Badge, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  effectiveRef,
  effectiveText,
  type HostDraftInput,
  type LayeredRefField,
  type LayeredTextField,
  type LayerSource,
} from '@wl/shared/console';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { type FieldErrors, getAt } from '../draft-form.ts';

interface LayerProps {
  draft: HostDraftInput;
  errors: FieldErrors;
  onChange: (path: string, value: unknown) => void;
}

const sourceColor: Record<LayerSource, string> = {
  document: 'teal',
  admin: 'violet',
  landing: 'blue',
  default: 'gray',
};

/** "Visitors see: …" with the layer it comes from (spec §4: admin → landing → default). */
function Effective({ value, source, language }: { value: string; source: LayerSource; language?: 'pl' | 'en' }) {
  const { t } = useI18n();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Badge size="sm" variant="light" color={sourceColor[source]} tt="none" style={{ flexShrink: 0 }}>
        {t(`editor.layers.source.${source}`)}
      </Badge>
      <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {language
          ? t('editor.layers.effectiveIn', { language: language.toUpperCase(), value })
          : t('editor.layers.effective', { value })}
      </Text>
    </Group>
  );
}

/** The admin layer's input, with a button that clears it (the landing value or default shows again). */
function OverrideInput({
  path,
  label,
  multiline,
  ...props
}: LayerProps & { path: string; label: string; multiline?: boolean }) {
  const { t } = useI18n();
  const value = (getAt(props.draft, path) as string | null | undefined) ?? '';
  const clear: ReactNode =
    value !== '' ? (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('editor.layers.clear', { field: label })}
        onClick={() => props.onChange(path, '')}
      >
        ×
      </ActionIcon>
    ) : null;
  const common = {
    label,
    value,
    error: props.errors[path],
    rightSection: clear,
    onChange: (event: { currentTarget: { value: string } }) => props.onChange(path, event.currentTarget.value),
  };
  return multiline ? <Textarea autosize minRows={2} {...common} /> : <TextInput {...common} />;
}

/**
 * A text with both layers (issue 17, item 2): per language, what visitors get and from which
 * layer, the landing text and the admin configuration's override (which wins; clear it to let the
 * landing text or the translated default show).
 */
export function LayeredTextInputs({
  field,
  label,
  multiline,
  description,
  ...props
}: LayerProps & { field: LayeredTextField; label: string; multiline?: boolean; description?: string }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-layered={field}>
      {(['pl', 'en'] as const).map((lang) => {
        const landingPath = `${field}.${lang}`;
        const effective = effectiveText(props.draft, field, lang);
        const landing = {
          label: `${label} (${lang.toUpperCase()})`,
          description,
          value: (getAt(props.draft, landingPath) as string | undefined) ?? '',
          error: props.errors[landingPath] ?? (lang === 'pl' ? props.errors[field] : undefined),
          onChange: (event: { currentTarget: { value: string } }) =>
            props.onChange(landingPath, event.currentTarget.value),
        };
        return (
          <Stack key={lang} gap={6}>
            {multiline ? <Textarea autosize minRows={2} {...landing} /> : <TextInput {...landing} />}
            <OverrideInput
              {...props}
              path={`admin.${field}.${lang}`}
              label={`${label} – ${t('editor.adminOverride')} (${lang.toUpperCase()})`}
              multiline={multiline}
            />
            <Effective value={effective.value} source={effective.source} language={lang} />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** A link (or the favicon's admin layer) with both layers and what visitors get. */
export function LayeredRefInputs({
  field,
  label,
  landingInput,
  ...props
}: LayerProps & { field: LayeredRefField; label: string; landingInput?: ReactNode }) {
  const { t } = useI18n();
  const effective = effectiveRef(props.draft, field);
  return (
    <Stack gap={6} data-layered={field}>
      {landingInput ?? (
        <TextInput
          label={label}
          value={(getAt(props.draft, field) as string | null | undefined) ?? ''}
          error={props.errors[field]}
          onChange={(event) => props.onChange(field, event.currentTarget.value)}
        />
      )}
      <OverrideInput {...props} path={`admin.${field}`} label={`${label} – ${t('editor.adminOverride')}`} />
      <Effective value={effective.value} source={effective.source} />
    </Stack>
  );
}
