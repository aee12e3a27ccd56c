import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type ConsoleCampaign, createCampaignSchema, updateCampaignSchema } from '@wl/shared/console';
import { electronicFormat } from '@wl/shared/rules';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { errorCode, type FieldErrors, localErrors, serverErrors } from '../../../lib/form-issues.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

const languages = ['pl', 'en'] as const;
type Texts = Record<(typeof languages)[number], { name: string; summary: string; description: string }>;

interface CampaignFormProps {
  tenantId: string;
  /** The campaign to edit; a new one when absent. */
  campaign?: ConsoleCampaign;
  onClose: () => void;
}

function textsOf(campaign?: ConsoleCampaign): Texts {
  const of = (language: 'pl' | 'en') => {
    const text = campaign?.data.translations[language];
    return { name: text?.name ?? '', summary: text?.summary ?? '', description: text?.description ?? '' };
  };
  return { pl: of('pl'), en: of('en') };
}

/** Create or edit a campaign: name, dates (start ≤ end), active, public texts in PL and EN. */
export function CampaignForm({ tenantId, campaign, onClose }: CampaignFormProps) {
  const { t, language } = useI18n();
  const utils = trpc.useUtils();
  const create = trpc.catalogue.campaigns.create.useMutation();
  const update = trpc.catalogue.campaigns.update.useMutation();
  const [name, setName] = useState(campaign?.name ?? '');
  const [startDate, setStartDate] = useState(campaign?.startDate ?? '');
  const [endDate, setEndDate] = useState(campaign?.endDate ?? '');
  const [active, setActive] = useState(campaign?.active ?? true);
  const [texts, setTexts] = useState<Texts>(() => textsOf(campaign));
  // Where investors pay (issue 19); all three or none.
  const [holder, setHolder] = useState(campaign?.data.payment?.accountHolder ?? '');
  const [iban, setIban] = useState(campaign?.data.payment?.iban ?? '');
  const [deadlineDays, setDeadlineDays] = useState(String(campaign?.data.payment?.deadlineDays ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setText = (lang: 'pl' | 'en', field: 'name' | 'summary' | 'description', value: string) =>
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));

  const submit = async () => {
    setFailure(null);
    // A language is sent when any of its texts is filled in.
    const translations: Record<string, { name: string; summary?: string; description?: string }> = {};
    for (const lang of languages) {
      const text = texts[lang];
      if (text.name.trim() || text.summary.trim() || text.description.trim()) {
        translations[lang] = {
          name: text.name.trim(),
          ...(text.summary.trim() ? { summary: text.summary.trim() } : {}),
          ...(text.description.trim() ? { description: text.description.trim() } : {}),
        };
      }
    }
    const paymentGiven = holder.trim() || iban.trim() || deadlineDays.trim();
    const payment = paymentGiven
      ? {
          accountHolder: holder.trim(),
          // Typed in print form ("PL61 1090 …"); sent in electronic form.
          iban: electronicFormat(iban),
          deadlineDays: deadlineDays.trim() === '' ? Number.NaN : Number(deadlineDays),
        }
      : undefined;
    const fields = {
      name: name.trim(),
      startDate,
      endDate,
      active,
      data: { translations, ...(payment ? { payment } : {}) },
    };
    const parsed = campaign
      ? updateCampaignSchema.safeParse({ ...fields, campaignId: campaign.id })
      : createCampaignSchema.safeParse({ ...fields, tenantId });
    if (!parsed.success) {
      setErrors(localErrors(parsed.error, language));
      return;
    }
    setErrors({});
    try {
      if ('campaignId' in parsed.data) await update.mutateAsync(parsed.data);
      else await create.mutateAsync(parsed.data);
      await utils.catalogue.campaigns.list.invalidate({ tenantId });
      onClose();
    } catch (error) {
      const found = serverErrors(error, language);
      if (found) setErrors(found);
      else if (errorCode(error) === 'CONFLICT') setFailure(errorText(error, language));
      else setFailure(t('catalogue.saveFailed'));
    }
  };

  const translationsError = errors['data.translations'] ?? errors['data.translations.pl'];

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {campaign ? t('catalogue.campaigns.edit', { name: campaign.name }) : t('catalogue.campaigns.new')}
        </Title>
        <TextInput
          label={t('catalogue.campaigns.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('catalogue.campaigns.startDate')}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={errors.startDate}
            required
          />
          <TextInput
            type="date"
            label={t('catalogue.campaigns.endDate')}
            value={endDate}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            error={errors.endDate}
            required
          />
        </Group>
        <Checkbox
          label={t('catalogue.campaigns.active')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {languages.map((lang) => (
            <Stack key={lang} gap="xs">
              <Title order={5} size="h6">
                {t(lang === 'pl' ? 'catalogue.campaigns.textsPl' : 'catalogue.campaigns.textsEn')}
              </Title>
              <TextInput
                label={t('catalogue.campaigns.publicName', { language: lang.toUpperCase() })}
                value={texts[lang].name}
                onChange={(event) => setText(lang, 'name', event.currentTarget.value)}
                error={errors[`data.translations.${lang}.name`] ?? (lang === 'pl' ? translationsError : undefined)}
              />
              <Textarea
                label={t('catalogue.campaigns.summary', { language: lang.toUpperCase() })}
                value={texts[lang].summary}
                onChange={(event) => setText(lang, 'summary', event.currentTarget.value)}
                error={errors[`data.translations.${lang}.summary`]}
                autosize
                minRows={2}
              />
              <Textarea
                label={t('catalogue.campaigns.description', { language: lang.toUpperCase() })}
                value={texts[lang].description}
                onChange={(event) => setText(lang, 'description', event.currentTarget.value)}
                error={errors[`data.translations.${lang}.description`]}
                autosize
                minRows={3}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={5} size="h6">
            {t('catalogue.campaigns.payment')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label={t('catalogue.campaigns.accountHolder')}
              value={holder}
              onChange={(event) => setHolder(event.currentTarget.value)}
              error={errors['data.payment.accountHolder']}
            />
            <TextInput
              label={t('catalogue.campaigns.iban')}
              value={iban}
              onChange={(event) => setIban(event.currentTarget.value)}
              error={errors['data.payment.iban']}
            />
            <TextInput
              label={t('catalogue.campaigns.deadlineDays')}
              inputMode="numeric"
              value={deadlineDays}
              onChange={(event) => setDeadlineDays(event.currentTarget.value)}
              error={errors['data.payment.deadlineDays']}
            />
          </SimpleGrid>
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void submit()} loading={create.isPending || update.isPending}>
            {t('catalogue.save')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('catalogue.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
