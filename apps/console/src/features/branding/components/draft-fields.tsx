import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { HostDraftInput } from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import { applyContrastSuggestions, themeNames } from '@wl/shared/theme';
import { AssetField } from '../../../components/asset-field.tsx';
import type { ConsoleKey } from '../../../lib/i18n.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { customContrast, type FieldErrors, getAt } from '../draft-form.ts';
import { LayeredRefInputs, LayeredTextInputs } from './layered-fields.tsx';
import { LegalDocumentsField } from './legal-documents-field.tsx';

export interface DraftFieldsProps {
  draft: HostDraftInput;
  errors: FieldErrors;
  onChange: (path: string, value: unknown) => void;
}

const NO_THEME = 'none';

function fieldLabel(field: string): ConsoleKey {
  return `branding.fields.${field}` as ConsoleKey;
}

/** A text per language (PL and EN side by side); blank languages fall back to the defaults. */
function LocalizedField({
  path,
  label,
  multiline,
  description,
  ...props
}: DraftFieldsProps & { path: string; label: string; multiline?: boolean; description?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['pl', 'en'] as const).map((lang) => {
        const fieldPath = `${path}.${lang}`;
        const common = {
          label: `${label} (${lang.toUpperCase()})`,
          description,
          value: (getAt(props.draft, fieldPath) as string | undefined) ?? '',
          error: props.errors[fieldPath] ?? (lang === 'pl' ? props.errors[path] : undefined),
          onChange: (event: { currentTarget: { value: string } }) =>
            props.onChange(fieldPath, event.currentTarget.value),
        };
        return multiline ? (
          <Textarea key={lang} autosize minRows={2} {...common} />
        ) : (
          <TextInput key={lang} {...common} />
        );
      })}
    </SimpleGrid>
  );
}

function ContrastTable({ draft, onChange }: DraftFieldsProps) {
  const { language, t } = useI18n();
  const report = customContrast(draft);
  if (!report || !draft.customColors) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('editor.contrast.heading')}
      </Text>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('editor.contrast.check')}</Table.Th>
            <Table.Th scope="col">{t('editor.contrast.ratio')}</Table.Th>
            <Table.Th scope="col">{t('editor.contrast.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.checks.map((check) => (
            <Table.Tr key={check.id} data-check={check.id}>
              <Table.Th scope="row" fw="normal">
                {translate(language, check.labelKey)}
              </Table.Th>
              <Table.Td>{`${check.ratio.toFixed(2)}:1 (≥ ${check.threshold}:1)`}</Table.Td>
              <Table.Td c={check.pass ? 'green' : 'red'}>
                {t(check.pass ? 'editor.contrast.pass' : 'editor.contrast.fail')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!report.ok && (
        <Alert color="yellow" variant="light" title={t('editor.contrast.warning')}>
          <Stack gap="xs" align="flex-start">
            {report.suggestions.map((suggestion) => (
              <Text key={suggestion.role} size="sm">
                {translate(language, 'console:checks.contrast.suggestion', {
                  from: suggestion.from,
                  to: suggestion.to,
                })}
              </Text>
            ))}
            {report.suggestions.length > 0 && (
              <Button
                size="xs"
                variant="white"
                color="yellow"
                onClick={() => {
                  const colors = draft.customColors;
                  if (!colors) return;
                  onChange('customColors', applyContrastSuggestions(colors, report.suggestions));
                }}
              >
                {t('editor.contrast.apply')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** Every branding field of the draft, in sections; errors come from the shared schema or the server. */
export function DraftFields(props: DraftFieldsProps) {
  const { t } = useI18n();
  const { draft, errors, onChange } = props;
  const label = (field: string) => t(fieldLabel(field));

  return (
    <Stack gap="lg">
      <Fieldset legend={t('editor.sections.general')}>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="draft-language">
              {label('language')}
            </Text>
            <SegmentedControl
              aria-labelledby="draft-language"
              value={draft.language}
              data={[
                { value: 'pl', label: t('hosts.languages.pl') },
                { value: 'en', label: t('hosts.languages.en') },
              ]}
              onChange={(value) => onChange('language', value)}
            />
          </Stack>
          <Checkbox
            label={label('investorPanelBlocked')}
            checked={draft.investorPanelBlocked}
            onChange={(event) => onChange('investorPanelBlocked', event.currentTarget.checked)}
          />
          <Checkbox
            label={label('legalPersonsEnabled')}
            checked={draft.legalPersonsEnabled}
            onChange={(event) => onChange('legalPersonsEnabled', event.currentTarget.checked)}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.theme')}>
        <Stack gap="sm">
          <Select
            label={label('theme')}
            allowDeselect={false}
            value={draft.theme ?? NO_THEME}
            data={[
              { value: NO_THEME, label: t('editor.noTheme') },
              ...themeNames.map((name) => ({ value: name, label: name })),
            ]}
            error={errors.theme}
            onChange={(value) => {
              const theme = !value || value === NO_THEME ? null : value;
              onChange('theme', theme);
              if (theme === 'theme-custom' && !draft.customColors) {
                onChange('customColors', { main: '#1d4ed8', hover: '#1e40af', highlight: '#dbeafe' });
              }
              if (theme !== 'theme-custom') onChange('customColors', null);
            }}
          />
          {errors.customColors && (
            <Text c="red" size="sm" role="alert">
              {errors.customColors}
            </Text>
          )}
          {draft.theme === 'theme-custom' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {(['main', 'hover', 'highlight'] as const).map((role) => (
                <ColorInput
                  key={role}
                  label={t(`editor.customColors.${role}`)}
                  format="hex"
                  value={draft.customColors?.[role] ?? ''}
                  error={errors[`customColors.${role}`]}
                  onChange={(value) => onChange(`customColors.${role}`, value)}
                />
              ))}
            </SimpleGrid>
          )}
          <ContrastTable {...props} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.texts')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('editor.layers.hint')}
          </Text>
          <LayeredTextInputs {...props} field="siteTitle" label={label('siteTitle')} />
          {(['headline', 'subheadline'] as const).map((field) => (
            <LocalizedField key={field} {...props} path={field} label={label(field)} />
          ))}
          {(['campaignInvestButtonText', 'formInvestButtonText', 'equityPlaceholder', 'debtPlaceholder'] as const).map(
            (field) => (
              <LayeredTextInputs key={field} {...props} field={field} label={label(field)} />
            ),
          )}
          <LocalizedField
            {...props}
            path="admin.inviteText"
            label={label('inviteText')}
            description={t('editor.inviteHint')}
            multiline
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.consents')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('editor.consentHint')}
          </Text>
          {(['consent2', 'consent3'] as const).map((field) => (
            <LayeredTextInputs key={field} {...props} field={field} label={label(field)} multiline />
          ))}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.legalDocuments')}>
        <LegalDocumentsField draft={draft} onChange={onChange} />
      </Fieldset>

      <Fieldset legend={t('editor.sections.links')}>
        <Stack gap="sm">
          {(['investmentRisks', 'reg', 'privacyPolicy'] as const).map((field) => (
            <LayeredRefInputs key={field} {...props} field={field} label={label(field)} />
          ))}
          <Text size="sm" c="dimmed">
            {t('editor.uploadNote')}
          </Text>
          {(['favicon', 'logo', 'logoInverse'] as const).map((field) => {
            const asset = (
              <AssetField
                key={field}
                kind={field}
                label={label(field)}
                value={(getAt(draft, field) as string | null | undefined) ?? ''}
                error={errors[field]}
                onChange={(value) => onChange(field, value)}
                keepHint={t('editor.upload.keepHint')}
              />
            );
            // The favicon has an admin layer too; the logos have the landing layer only.
            return field === 'favicon' ? (
              <LayeredRefInputs key={field} {...props} field="favicon" label={label(field)} landingInput={asset} />
            ) : (
              asset
            );
          })}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.panels')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(
            [
              'investorPanelHeaderColor',
              'investorPanelDescriptionColor',
              'advisorPanelHeaderColor',
              'advisorPanelDescriptionColor',
            ] as const
          ).map((field) => (
            <ColorInput
              key={field}
              label={label(field)}
              format="hex"
              value={(getAt(draft, `admin.${field}`) as string | null | undefined) ?? ''}
              error={errors[`admin.${field}`]}
              onChange={(value) => onChange(`admin.${field}`, value)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('editor.sections.mail')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('editor.mailHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['mailFromName', 'mailFromAddress', 'mailReplyTo', 'supportEmail'] as const).map((field) => (
              <TextInput
                key={field}
                label={label(field)}
                type={field === 'mailFromName' ? 'text' : 'email'}
                value={draft[field] ?? ''}
                error={errors[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange(field, value.trim() === '' ? null : value);
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.sections.liveChat')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="live-chat-hint">
            {t('editor.liveChatHint')}
          </Text>
          <Checkbox
            label={label('liveChatEnabled')}
            aria-describedby="live-chat-hint"
            checked={draft.liveChatEnabled ?? false}
            onChange={(event) => onChange('liveChatEnabled', event.currentTarget.checked)}
          />
          <TextInput
            label={label('liveChatScriptUrl')}
            placeholder="https://"
            type="url"
            inputMode="url"
            value={draft.liveChatScriptUrl ?? ''}
            required={draft.liveChatEnabled ?? false}
            error={errors.liveChatScriptUrl}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange('liveChatScriptUrl', value.trim() === '' ? null : value);
            }}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
