import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { createProductSchema, updateProductSchema } from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import type { Product } from '@wl/shared/schemas';
import { currencies, durationUnits, interestPaymentFrequencies, interestTypes } from '@wl/shared/schemas';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { errorCode, type FieldErrors, localErrors, serverErrors } from '../../../lib/form-issues.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

interface ProductFormProps {
  tenantId: string;
  campaignId: string;
  /** The product to edit; a new one when absent. */
  product?: Product;
  onClose: () => void;
}

type Form = {
  code: string;
  name: string;
  interestType: string;
  interestPaymentFrequency: string;
  duration: string;
  durationUnit: string;
  interestPerYear: string;
  investmentValueMin: string;
  investmentValueMax: string;
  investmentValueStep: string;
  currency: string;
};

function formOf(product?: Product): Form {
  const terms = product?.terms;
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    interestType: terms?.interestType ?? 'Fixed',
    interestPaymentFrequency: terms?.interestPaymentFrequency ?? 'Quarterly',
    duration: terms ? String(terms.duration) : '',
    durationUnit: terms?.durationUnit ?? 'month',
    interestPerYear: terms?.interestPerYear ?? '',
    investmentValueMin: terms?.investmentValueMin ?? '',
    investmentValueMax: terms?.investmentValueMax ?? '',
    investmentValueStep: terms?.investmentValueStep ?? '',
    currency: terms?.currency ?? 'PLN',
  };
}

/** Create or edit a product of a campaign: code, name and its offer terms. */
export function ProductForm({ tenantId, campaignId, product, onClose }: ProductFormProps) {
  const { t, language } = useI18n();
  const utils = trpc.useUtils();
  const create = trpc.catalogue.products.create.useMutation();
  const update = trpc.catalogue.products.update.useMutation();
  const [form, setForm] = useState<Form>(() => formOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof Form, value: string) => setForm((current) => ({ ...current, [key]: value }));
  const options = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: translate(language, `enums:${group}.${value}`) }));
  // Amounts are typed with a comma or a dot; the API takes a dot.
  const amount = (value: string) => value.trim().replace(/\s/g, '').replace(',', '.');

  const submit = async () => {
    setFailure(null);
    const fields = {
      code: form.code.trim(),
      name: form.name.trim(),
      terms: {
        interestType: form.interestType,
        interestPaymentFrequency: form.interestPaymentFrequency,
        duration: form.duration.trim() === '' ? undefined : Number(form.duration),
        durationUnit: form.durationUnit,
        interestPerYear: amount(form.interestPerYear),
        investmentValueMin: amount(form.investmentValueMin),
        investmentValueMax: amount(form.investmentValueMax),
        investmentValueStep: amount(form.investmentValueStep),
        currency: form.currency,
      },
    };
    const parsed = product
      ? updateProductSchema.safeParse({ ...fields, productId: product.id })
      : createProductSchema.safeParse({ ...fields, campaignId });
    if (!parsed.success) {
      setErrors(localErrors(parsed.error, language));
      return;
    }
    setErrors({});
    try {
      if ('productId' in parsed.data) await update.mutateAsync(parsed.data);
      else await create.mutateAsync(parsed.data);
      await utils.catalogue.campaigns.list.invalidate({ tenantId });
      onClose();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setErrors({ code: errorText(error, language) });
        return;
      }
      const found = serverErrors(error, language);
      if (found) setErrors(found);
      else setFailure(t('catalogue.saveFailed'));
    }
  };

  const text = (key: keyof Form, label: string, required = true) => (
    <TextInput
      label={label}
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={errors[key] ?? errors[`terms.${key}`]}
      required={required}
      inputMode={key === 'code' || key === 'name' ? undefined : 'decimal'}
    />
  );
  const select = (key: keyof Form, label: string, group: string, values: readonly string[]) => (
    <Select
      label={label}
      data={options(group, values)}
      value={form[key]}
      onChange={(value) => value && set(key, value)}
      error={errors[`terms.${key}`]}
      allowDeselect={false}
      required
    />
  );

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {product ? t('catalogue.products.edit', { code: product.code }) : t('catalogue.products.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('code', t('catalogue.products.code'))}
          {text('name', t('catalogue.products.name'))}
          {select('interestType', t('catalogue.products.interestType'), 'interestType', interestTypes)}
          {select(
            'interestPaymentFrequency',
            t('catalogue.products.frequency'),
            'interestPaymentFrequency',
            interestPaymentFrequencies,
          )}
          {text('duration', t('catalogue.products.duration'))}
          {select('durationUnit', t('catalogue.products.durationUnit'), 'durationUnit', durationUnits)}
          {text('interestPerYear', t('catalogue.products.interestPerYear'))}
          {select('currency', t('catalogue.products.currency'), 'currency', currencies)}
          {text('investmentValueMin', t('catalogue.products.min'))}
          {text('investmentValueMax', t('catalogue.products.max'))}
          {text('investmentValueStep', t('catalogue.products.step'))}
        </SimpleGrid>
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
