import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Group,
  List,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  catalogueMessages,
  type OnboardHostInput,
  type OnboardHostResult,
  onboardHostSchema,
} from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import { contrastReport } from '@wl/shared/theme';
import { useMemo, useState } from 'react';
import { AssetField } from '../../../components/asset-field.tsx';
import { errorMessageKey, errorText } from '../../../lib/error-text.ts';
import { errorCode, type FieldErrors, localErrors, serverErrors } from '../../../lib/form-issues.ts';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

const hostTakenKey: string = catalogueMessages.hostTaken('').key;

interface WizardState {
  hostname: string;
  tenantKind: 'existing' | 'new';
  tenantId: string | null;
  tenantName: string;
  cloneKind: 'default' | 'host';
  cloneHostId: string | null;
  namePl: string;
  nameEn: string;
  colors: { main: string; hover: string; highlight: string };
  logo: string;
  networks: { key: number; name: string }[];
  /** The existing tenant's networks the first admin joins. */
  adminNetworkIds: string[];
  email: string;
  firstName: string;
  surname: string;
}

const initialState: WizardState = {
  hostname: '',
  tenantKind: 'new',
  tenantId: null,
  tenantName: '',
  cloneKind: 'default',
  cloneHostId: null,
  namePl: '',
  nameEn: '',
  // A start that passes WCAG AA; the broker's own colours replace it.
  colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' },
  logo: '',
  networks: [{ key: 0, name: '' }],
  adminNetworkIds: [],
  email: '',
  firstName: '',
  surname: '',
};

/** What `hosts.onboard` takes, built from the form (empty network rows are left out). */
export function onboardInput(state: WizardState): OnboardHostInput {
  return {
    hostname: state.hostname.trim(),
    tenant:
      state.tenantKind === 'existing'
        ? { kind: 'existing', tenantId: state.tenantId ?? '' }
        : { kind: 'new', name: state.tenantName.trim() },
    cloneFrom:
      state.cloneKind === 'host' ? { kind: 'host', hostConfigId: state.cloneHostId ?? '' } : { kind: 'default' },
    brand: {
      name: { pl: state.namePl.trim(), ...(state.nameEn.trim() ? { en: state.nameEn.trim() } : {}) },
      colors: state.colors,
      ...(state.logo.trim() ? { logo: state.logo.trim() } : {}),
    },
    brokerNetworks: state.networks.map((row) => row.name.trim()).filter((name) => name !== ''),
    adminNetworkIds: state.tenantKind === 'existing' ? state.adminNetworkIds : [],
    firstAdmin: { email: state.email.trim(), firstName: state.firstName.trim(), surname: state.surname.trim() },
  };
}

/** The position of a network row in what is sent (empty rows are left out), for its issues. */
function sentIndex(rows: WizardState['networks'], key: number): number {
  return rows.filter((row) => row.name.trim() !== '').findIndex((row) => row.key === key);
}

/** The step a field path belongs to: its errors are shown there. */
function stepOf(path: string): number {
  if (path.startsWith('hostname')) return 0;
  if (path.startsWith('tenant')) return 1;
  if (path.startsWith('cloneFrom') || path.startsWith('brand')) return 2;
  return 3;
}

const REVIEW_STEP = 4;

export interface OnboardWizardProps {
  /** Called once the host is onboarded (after the result screen is shown). */
  onDone?: (result: OnboardHostResult) => void;
  /** "Edit branding" on the result screen. */
  onEditBranding?: (hostConfigId: string) => void;
  /** "Set up campaigns" on the result screen. */
  onOpenCatalogue?: (tenantId: string) => void;
}

/**
 * The "onboard a new broker domain" wizard: host name, tenant, branding source, networks and the
 * first admin of advisors, a review, then `hosts.onboard`. Checked step by step with the shared
 * schema; the edge's refusals land next to their fields, a taken host on the host step.
 */
export function OnboardWizard({ onDone, onEditBranding, onOpenCatalogue }: OnboardWizardProps) {
  const { t, language } = useI18n();
  // On a phone the five steps do not fit side by side.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [state, setState] = useState<WizardState>(initialState);
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<OnboardHostResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tenants = trpc.tenants.list.useQuery(undefined, { enabled: active === 1 || state.tenantKind === 'existing' });
  const hosts = trpc.hosts.list.useQuery(undefined, { enabled: active === 2 || state.cloneKind === 'host' });
  const tenantNetworks = trpc.catalogue.networks.list.useQuery(
    { tenantId: state.tenantId ?? '' },
    { enabled: state.tenantKind === 'existing' && state.tenantId !== null },
  );
  const utils = trpc.useUtils();
  const onboard = trpc.hosts.onboard.useMutation();

  const failingContrast = useMemo(() => {
    try {
      return contrastReport(state.colors).checks.filter((check) => !check.pass).length;
    } catch {
      return 0;
    }
  }, [state.colors]);

  const set = <K extends keyof WizardState>(key: K, value: WizardState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const allErrors = (): FieldErrors => {
    const input = onboardInput(state);
    const parsed = onboardHostSchema.safeParse(input);
    const found = parsed.success ? {} : localErrors(parsed.error, language);
    // The schema's cross-field rule runs only once every field is valid; say it at once.
    if (input.tenant.kind === 'new' && input.brokerNetworks.length === 0) {
      found.brokerNetworks ??= translate(language, 'console:checks.networkRequired');
    }
    if (input.tenant.kind === 'existing' && input.brokerNetworks.length === 0 && input.adminNetworkIds?.length === 0) {
      found.adminNetworkIds ??= translate(language, 'console:checks.adminNetworkRequired');
    }
    return found;
  };

  // The host name is checked as it is typed (once there is something to check).
  const hostnameError =
    errors.hostname ?? (state.hostname.trim() !== '' ? allErrors().hostname : undefined) ?? undefined;

  const errorsOfStep = (step: number): FieldErrors =>
    Object.fromEntries(Object.entries(allErrors()).filter(([path]) => stepOf(path) === step));

  const next = () => {
    const stepErrors = errorsOfStep(active);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) setActive((step) => step + 1);
  };

  const back = () => {
    setErrors({});
    setActive((step) => Math.max(0, step - 1));
  };

  const goTo = (step: number) => {
    if (step < active) {
      setErrors({});
      setActive(step);
    }
  };

  const submit = async () => {
    const parsed = onboardHostSchema.safeParse(onboardInput(state));
    if (!parsed.success) {
      const found = localErrors(parsed.error, language);
      setErrors(found);
      setActive(Math.min(...Object.keys(found).map(stepOf)));
      return;
    }
    setFailure(null);
    try {
      const done = await onboard.mutateAsync(parsed.data);
      setResult(done);
      void utils.hosts.list.invalidate();
      void utils.tenants.list.invalidate();
      onDone?.(done);
    } catch (error) {
      // The host name was taken meanwhile: said under its field; other conflicts (the admin's
      // e-mail) in the alert, in the operator's language.
      if (errorCode(error) === 'CONFLICT' && [null, hostTakenKey].includes(errorMessageKey(error))) {
        setErrors({ hostname: t('onboard.hostTaken', { host: parsed.data.hostname }) });
        setActive(0);
        return;
      }
      const fields = serverErrors(error, language);
      if (fields) {
        setErrors(fields);
        setActive(Math.min(...Object.keys(fields).map(stepOf)));
        return;
      }
      setFailure(errorText(error, language, { fallback: t('onboard.failed') }));
    }
  };

  if (result) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboard.result.title')}
          </Title>
          <Alert color="green" role="status" title={t('onboard.result.created', { host: hostLabel(result.hostname) })}>
            <List size="sm" spacing={4}>
              <List.Item>{t('onboard.result.version', { version: result.version })}</List.Item>
              {result.tenantCreated && <List.Item>{t('onboard.result.tenantCreated')}</List.Item>}
              <List.Item>{t('onboard.result.networks', { count: result.networkIds.length })}</List.Item>
              <List.Item>
                {t('onboard.result.adminInvited', { email: state.email.trim(), origin: result.activationOrigin })}
              </List.Item>
            </List>
          </Alert>
          <Group gap="sm">
            <Button onClick={() => onEditBranding?.(result.hostConfigId)}>{t('onboard.result.editBranding')}</Button>
            <Button variant="default" onClick={() => onOpenCatalogue?.(result.tenantId)}>
              {t('onboard.result.openCatalogue')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setResult(null);
                setState(initialState);
                setActive(0);
                setErrors({});
              }}
            >
              {t('onboard.result.another')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const input = onboardInput(state);
  const tenantLabel =
    state.tenantKind === 'existing'
      ? (tenants.data?.find((tenant) => tenant.id === state.tenantId)?.name ?? '—')
      : t('onboard.review.newTenant', { name: input.tenant.kind === 'new' ? input.tenant.name : '' });
  const cloneLabel =
    state.cloneKind === 'host'
      ? (hosts.data?.find((host) => host.id === state.cloneHostId)?.hostname ?? '—')
      : t('onboard.clone.default');

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('onboard.title')}
        </Title>
        <Stepper
          active={active}
          onStepClick={goTo}
          size="sm"
          allowNextStepsSelect={false}
          orientation={narrow ? 'vertical' : 'horizontal'}
        >
          <Stepper.Step label={t('onboard.steps.host')}>
            <Stack gap="sm" mt="md">
              <TextInput
                label={t('onboard.host.label')}
                description={t('onboard.host.hint')}
                placeholder="broker.example.com"
                value={state.hostname}
                onChange={(event) => {
                  set('hostname', event.currentTarget.value);
                  setErrors(({ hostname: _, ...rest }) => rest);
                }}
                error={hostnameError}
                required
                autoComplete="off"
                spellCheck={false}
              />
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('onboard.steps.tenant')}>
            <Stack gap="sm" mt="md">
              <Radio.Group
                label={t('onboard.tenant.label')}
                value={state.tenantKind}
                onChange={(value) => set('tenantKind', value as WizardState['tenantKind'])}
              >
                <Group gap="lg" mt="xs">
                  <Radio value="new" label={t('onboard.tenant.new')} />
                  <Radio value="existing" label={t('onboard.tenant.existing')} />
                </Group>
              </Radio.Group>
              {state.tenantKind === 'new' ? (
                <TextInput
                  label={t('onboard.tenant.name')}
                  value={state.tenantName}
                  onChange={(event) => set('tenantName', event.currentTarget.value)}
                  error={errors['tenant.name']}
                  required
                />
              ) : (
                <Select
                  label={t('onboard.tenant.pick')}
                  placeholder={tenants.isPending ? t('onboard.loading') : undefined}
                  data={(tenants.data ?? []).map((tenant) => ({
                    value: tenant.id,
                    label: t('onboard.tenant.option', { name: tenant.name, count: tenant.hostCount }),
                  }))}
                  value={state.tenantId}
                  onChange={(value) => set('tenantId', value)}
                  error={errors['tenant.tenantId'] ?? (tenants.isError ? t('onboard.loadFailed') : undefined)}
                  searchable
                  required
                />
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('onboard.steps.branding')}>
            <Stack gap="sm" mt="md">
              <Title order={3} size="h5">
                {t('onboard.brand.title')}
              </Title>
              <Group grow align="flex-start">
                <TextInput
                  label={t('onboard.brand.namePl')}
                  value={state.namePl}
                  onChange={(event) => set('namePl', event.currentTarget.value)}
                  error={errors['brand.name.pl']}
                  required
                />
                <TextInput
                  label={t('onboard.brand.nameEn')}
                  description={t('onboard.brand.nameEnHint')}
                  value={state.nameEn}
                  onChange={(event) => set('nameEn', event.currentTarget.value)}
                  error={errors['brand.name.en']}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {(['main', 'hover', 'highlight'] as const).map((role) => (
                  <ColorInput
                    key={role}
                    label={t(`onboard.brand.${role}`)}
                    format="hex"
                    value={state.colors[role]}
                    error={errors[`brand.colors.${role}`]}
                    onChange={(value) => set('colors', { ...state.colors, [role]: value })}
                    required
                  />
                ))}
              </SimpleGrid>
              {failingContrast > 0 && (
                <Text size="sm" c="orange.9" role="status">
                  {t('onboard.brand.contrastWarning', { count: failingContrast })}
                </Text>
              )}
              <AssetField
                kind="logo"
                label={t('onboard.brand.logo')}
                value={state.logo}
                error={errors['brand.logo']}
                onChange={(value) => set('logo', value)}
              />
              <Text size="xs" c="dimmed" mt={-4}>
                {t('onboard.brand.logoHint')}
              </Text>
              <Radio.Group
                mt="md"
                label={t('onboard.clone.label')}
                description={t('onboard.clone.hint')}
                value={state.cloneKind}
                onChange={(value) => set('cloneKind', value as WizardState['cloneKind'])}
              >
                <Group gap="lg" mt="xs">
                  <Radio value="default" label={t('onboard.clone.default')} />
                  <Radio value="host" label={t('onboard.clone.host')} />
                </Group>
              </Radio.Group>
              {state.cloneKind === 'host' && (
                <Select
                  label={t('onboard.clone.pick')}
                  placeholder={hosts.isPending ? t('onboard.loading') : undefined}
                  data={(hosts.data ?? [])
                    .filter((host) => !host.isDefault)
                    .map((host) => ({ value: host.id, label: `${host.hostname} (${host.tenant.name})` }))}
                  value={state.cloneHostId}
                  onChange={(value) => set('cloneHostId', value)}
                  error={
                    errors['cloneFrom.hostConfigId'] ??
                    errors.cloneFrom ??
                    (hosts.isError ? t('onboard.loadFailed') : undefined)
                  }
                  searchable
                  required
                />
              )}
              {state.cloneKind === 'default' && errors.cloneFrom && (
                <Text c="red" size="sm">
                  {errors.cloneFrom}
                </Text>
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('onboard.steps.people')}>
            <Stack gap="sm" mt="md">
              <Title order={3} size="h5">
                {t('onboard.networks.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {state.tenantKind === 'new' ? t('onboard.networks.hintNew') : t('onboard.networks.hintExisting')}
              </Text>
              {state.tenantKind === 'existing' && (
                <MultiSelect
                  label={t('onboard.networks.pick')}
                  placeholder={state.adminNetworkIds.length === 0 ? t('onboard.networks.pickPlaceholder') : undefined}
                  data={(tenantNetworks.data ?? []).map((network) => ({ value: network.id, label: network.name }))}
                  value={state.adminNetworkIds}
                  onChange={(value) => {
                    set('adminNetworkIds', value);
                    setErrors(({ adminNetworkIds: _, ...rest }) => rest);
                  }}
                  error={errors.adminNetworkIds ?? (tenantNetworks.isError ? t('onboard.loadFailed') : undefined)}
                  searchable
                />
              )}
              {state.networks.map(({ key, name }, index) => (
                <Group key={key} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('onboard.networks.name', { number: index + 1 })}
                    value={name}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setState((current) => ({
                        ...current,
                        networks: current.networks.map((row) => (row.key === key ? { key, name: value } : row)),
                      }));
                    }}
                    error={errors[`brokerNetworks.${sentIndex(state.networks, key)}`]}
                  />
                  {state.networks.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      mt={26}
                      size="lg"
                      aria-label={t('onboard.networks.remove', { number: index + 1 })}
                      onClick={() =>
                        setState((current) => ({
                          ...current,
                          networks: current.networks.filter((row) => row.key !== key),
                        }))
                      }
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {errors.brokerNetworks && (
                <Text c="red" size="sm" role="alert">
                  {errors.brokerNetworks}
                </Text>
              )}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() =>
                    set('networks', [
                      ...state.networks,
                      { key: Math.max(...state.networks.map((row) => row.key)) + 1, name: '' },
                    ])
                  }
                >
                  {t('onboard.networks.add')}
                </Button>
              </Group>

              <Title order={3} size="h5" mt="md">
                {t('onboard.admin.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('onboard.admin.hint')}
              </Text>
              <TextInput
                label={t('onboard.admin.email')}
                type="email"
                value={state.email}
                onChange={(event) => set('email', event.currentTarget.value)}
                error={errors['firstAdmin.email']}
                required
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('onboard.admin.firstName')}
                  value={state.firstName}
                  onChange={(event) => set('firstName', event.currentTarget.value)}
                  error={errors['firstAdmin.firstName']}
                  required
                />
                <TextInput
                  label={t('onboard.admin.surname')}
                  value={state.surname}
                  onChange={(event) => set('surname', event.currentTarget.value)}
                  error={errors['firstAdmin.surname']}
                  required
                />
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('onboard.steps.review')}>
            <Stack gap="xs" mt="md">
              <ReviewRow label={t('onboard.host.label')} value={hostLabel(input.hostname)} />
              <ReviewRow label={t('onboard.steps.tenant')} value={tenantLabel} />
              <ReviewRow
                label={t('onboard.review.brand')}
                value={input.brand.name.en ? `${input.brand.name.pl} / ${input.brand.name.en}` : input.brand.name.pl}
              />
              <ReviewRow label={t('onboard.brand.colors')} value={Object.values(input.brand.colors).join(', ')} />
              {input.brand.logo && <ReviewRow label={t('onboard.brand.logo')} value={input.brand.logo} />}
              <ReviewRow label={t('onboard.review.startFrom')} value={cloneLabel} />
              <ReviewRow
                label={t('onboard.networks.title')}
                value={input.brokerNetworks.length > 0 ? input.brokerNetworks.join(', ') : '—'}
              />
              {state.tenantKind === 'existing' && (
                <ReviewRow
                  label={t('onboard.review.adminNetworks')}
                  value={
                    (tenantNetworks.data ?? [])
                      .filter((network) => state.adminNetworkIds.includes(network.id))
                      .map((network) => network.name)
                      .join(', ') || '—'
                  }
                />
              )}
              <ReviewRow
                label={t('onboard.admin.title')}
                value={`${input.firstAdmin.firstName} ${input.firstAdmin.surname} <${input.firstAdmin.email}>`}
              />
              {failure && (
                <Alert color="red" role="alert" title={t('onboard.failed')}>
                  {failure}
                </Alert>
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between">
          <Button variant="default" onClick={back} disabled={active === 0 || onboard.isPending}>
            {t('onboard.back')}
          </Button>
          {active < REVIEW_STEP ? (
            <Button onClick={next}>{t('onboard.next')}</Button>
          ) : (
            <Button onClick={() => void submit()} loading={onboard.isPending}>
              {t('onboard.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ReviewRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="sm" wrap="wrap" align="baseline">
      <Text size="sm" fw={600} miw={200}>
        {label}
      </Text>
      {/* Long values (an uploaded logo's path) wrap on a phone instead of covering the buttons. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}
