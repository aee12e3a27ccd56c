import { Alert, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { errorCodes } from '@wl/shared/errors';
import { type KycDictionaryEntry, type KycDraftSaved, type KycSection, kycSections } from '@wl/shared/schemas';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import type { KycFormValues } from '../lib/form-values.ts';
import { isKycSection, nextStep, previousStep, sectionNumber, sectionOfPath } from '../lib/sections.ts';
import { type KycPayload, kycPayload, sectionPayload } from '../lib/to-payload.ts';
import { type QuestionnaireSource, useKycQuestionnaire } from '../lib/use-kyc-questionnaire.ts';
import { serverErrors, validateSection } from '../lib/validate.ts';
import type { DocumentActions } from './fields/documents-field.tsx';
import { KycReview } from './kyc-review.tsx';
import { LiveSavedIndicator } from './saved-indicator.tsx';
import { SectionForm } from './section-form.tsx';
import { SectionNav, StepProgress } from './section-nav.tsx';
import { useStepFocus } from './use-step-focus.ts';

export interface KycWizardProps extends QuestionnaireSource {
  /** When the server draft was saved (investor panel). */
  serverSavedAt?: string | null;
  industries: readonly KycDictionaryEntry[];
  documents: DocumentActions;
  /** Investor panel: saves the sections completed so far (each whole) as the request's draft. */
  saveDraft?: (draft: KycPayload) => Promise<KycDraftSaved>;
  /** Sends the complete questionnaire. */
  submit: (data: KycPayload) => Promise<void>;
  submitLabel: string;
  submitHint?: string;
  /** A refusal the page words itself (e.g. identity not verified), or null for the catalogue's message. */
  describeError?: (error: unknown) => ReactNode | null;
  onSubmitted: () => void;
}

/** The completed sections of the server's draft, as they were saved (what the next draft sends again). */
function savedSections(data: unknown, completed: readonly KycSection[]): KycPayload {
  const source = (typeof data === 'object' && data !== null ? data : {}) as KycPayload;
  return Object.fromEntries(completed.filter((s) => source[s] !== undefined).map((s) => [s, source[s]]));
}

function missingOf(error: unknown): KycSection[] {
  if (!(error instanceof ApiRequestError) || error.code !== errorCodes.kycIncomplete) return [];
  return String(error.errorBody?.parameters.missing ?? '')
    .split(',')
    .filter(isKycSection);
}

/**
 * The KYC questionnaire (spec §3/§5): seven sections, one per screen, then a review. "Next"
 * checks the section with its shared schema (errors beside the fields, focus on the first) and,
 * in the investor panel, saves the sections completed so far; a refusal of the server lands on
 * the section and fields it names.
 */
export function KycWizard(props: KycWizardProps) {
  const { t } = useTranslation(['kyc', 'enums', 'validation']);
  const { language } = useBranding();
  const options = { industries: props.industries };
  // Errors on screen go away as soon as what they asked for is fixed (new ones wait for "next").
  const recheck = (values: KycFormValues) => {
    const shown = Object.keys(q.form.errors);
    if (shown.length === 0 || !isKycSection(q.step)) return;
    const now = validateSection(q.step, values, language, options);
    if (shown.some((path) => !(path in now))) {
      q.form.setErrors(Object.fromEntries(shown.filter((path) => path in now).map((path) => [path, now[path]])));
    }
  };
  const q = useKycQuestionnaire(
    props,
    (values) => recheck(values),
    (values, current) => (isKycSection(current) ? validateSection(current, values, language, options) : {}),
  );
  const { form, step, completed } = q;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [serverSavedAt, setServerSavedAt] = useState(props.serverSavedAt ?? null);
  // The sections as last saved on the server: a draft sends them with the one just completed.
  const saved = useRef<KycPayload>(savedSections(props.serverData, q.completed));
  const [showRestored, setShowRestored] = useState(q.restored);
  const { root, heading, focusFirstError, focusHeading } = useStepFocus();

  const open = (next: typeof step) => {
    setFailure(null);
    setShowRestored(false);
    q.goTo(next, { remember: !props.saveDraft });
    focusHeading();
  };

  const showRefusal = (error: unknown, values: KycFormValues) => {
    const fieldErrors = serverErrors(error, values);
    const first = Object.keys(fieldErrors)[0];
    const missing = missingOf(error);
    if (first) {
      const section = sectionOfPath(first);
      if (section && section !== step) q.goTo(section);
      form.setErrors(fieldErrors);
      focusFirstError();
    } else if (missing.length > 0) {
      q.reopen(missing);
      q.goTo(missing[0] as KycSection);
      focusHeading();
    }
    setFailure(error);
  };

  const next = async (section: KycSection) => {
    setFailure(null);
    const values = form.getValues();
    const errors = validateSection(section, values, language, options);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    form.clearErrors();
    if (props.saveDraft) {
      const draft = { ...saved.current, [section]: sectionPayload(section, values, options) };
      setBusy(true);
      try {
        const answer = await props.saveDraft(draft);
        saved.current = draft;
        q.savedOnServer(answer.version);
        setServerSavedAt(new Date().toISOString());
        q.complete([section]);
      } catch (error) {
        showRefusal(error, values);
        return;
      } finally {
        setBusy(false);
      }
    } else {
      q.complete([section], { remember: true });
    }
    open(nextStep(section));
  };

  const submit = async () => {
    setFailure(null);
    const values = form.getValues();
    for (const section of kycSections) {
      const errors = validateSection(section, values, language, options);
      if (Object.keys(errors).length > 0) {
        q.goTo(section);
        form.setErrors(errors);
        focusFirstError();
        return;
      }
    }
    setBusy(true);
    try {
      await props.submit(kycPayload(values, kycSections, options));
      q.forget();
      props.onSubmitted();
    } catch (error) {
      showRefusal(error, values);
    } finally {
      setBusy(false);
    }
  };

  const back = previousStep(step);
  const title = step === 'review' ? t('kyc:review.title') : `${sectionNumber(step)}. ${t(`enums:kycSection.${step}`)}`;
  const refusal = failure ? (props.describeError?.(failure) ?? messageOfError(failure, language).text) : null;

  return (
    <Grid gutter={{ base: 'md', md: 'xl' }} ref={root}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm" pos={{ base: 'static', md: 'sticky' }} top={16}>
          <StepProgress step={step} completed={completed} />
          <SectionNav step={step} completed={completed} onOpen={open} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            <LiveSavedIndicator serverSavedAt={serverSavedAt} localSavedAt={q.localSavedAt} />
          </Group>
          <Text size="sm" c="dimmed">
            {step === 'review' ? t('kyc:review.intro') : t(`kyc:sections.${step}`)}
          </Text>
          {showRestored && step !== 'review' ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} p="xs">
              {t('kyc:restored')}
            </Alert>
          ) : null}

          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 'review') void submit();
              else void next(step);
            }}
          >
            <Stack gap="lg">
              {step === 'review' ? (
                <KycReview values={form.getValues()} options={options} industries={props.industries} onEdit={open} />
              ) : (
                <SectionForm section={step} form={form} industries={props.industries} documents={props.documents} />
              )}
              {!refusal && Object.keys(form.errors).length > 0 ? (
                <Text size="sm" c="red" role="status">
                  {t('validation:invalidForm')}
                </Text>
              ) : null}
              {refusal ? (
                <Alert color="red" role="alert" tabIndex={-1} data-kyc-error>
                  {refusal}
                </Alert>
              ) : null}
              {step === 'review' && props.submitHint ? (
                <Text size="sm" c="dimmed">
                  {props.submitHint}
                </Text>
              ) : null}
              <Group justify="space-between" gap="sm">
                {back ? (
                  <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => open(back)}>
                    {t('kyc:actions.back')}
                  </Button>
                ) : (
                  <Box />
                )}
                <Button
                  type="submit"
                  loading={busy}
                  rightSection={step === 'review' ? undefined : <IconArrowRight size={16} />}
                >
                  {step === 'review'
                    ? props.submitLabel
                    : step === 'sanctions'
                      ? t('kyc:actions.toReview')
                      : t('kyc:actions.next')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
