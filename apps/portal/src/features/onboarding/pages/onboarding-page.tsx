import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { paths } from '@/config/paths.ts';
import {
  fetchIdentity,
  fetchOnboardingRole,
  fetchOpenRequests,
  fetchOwnRequest,
  investorOnboardingKeys,
} from '../api/onboarding-api.ts';
import { CompanyStep } from '../components/company-step.tsx';
import { FinishedState, NothingToDo } from '../components/finished-state.tsx';
import { IDENTITY_POLL_MS, IdentityStep } from '../components/identity-step.tsx';
import { IntroStep } from '../components/intro-step.tsx';
import { InvestorTypeStep } from '../components/investor-type-step.tsx';
import { OnboardingFrame } from '../components/onboarding-frame.tsx';
import { SessionChooser } from '../components/session-chooser.tsx';
import { StepHeader } from '../components/step-header.tsx';
import {
  chooseSession,
  type FlowFacts,
  isReachable,
  type OnboardingStep,
  resolvePosition,
  stepIndex,
  visibleSteps,
} from '../lib/steps.ts';

/** The URL keeps the place: `?request=<id>` the session, `&step=<step>` a step opened on purpose. */
const REQUEST_PARAM = 'request';
const STEP_PARAM = 'step';

/** Which session: the one in the URL, the only open one, or the investor's choice. */
function ChooseSession({ onChoose }: { onChoose: (id: string, replace: boolean) => void }) {
  const open = useQuery({ queryKey: investorOnboardingKeys.open, queryFn: fetchOpenRequests });
  if (open.isPending) return <LoadingState />;
  if (open.isError) return <ErrorState error={open.error} />;
  const choice = chooseSession(open.data, null);
  if (choice.kind === 'none') return <NothingToDo />;
  if (choice.kind === 'chosen') return <Navigate to={`?${REQUEST_PARAM}=${encodeURIComponent(choice.id)}`} replace />;
  return <SessionChooser requests={choice.requests} onChoose={(id) => onChoose(id, false)} />;
}

/** The steps of one request, at the position its data (and the URL) say. */
function OnboardingFlow({
  requestId,
  requestedStep,
  goTo,
}: {
  requestId: string;
  requestedStep: string | null;
  goTo: (step: OnboardingStep | null) => void;
}) {
  const detail = useQuery({
    queryKey: investorOnboardingKeys.detail(requestId),
    queryFn: () => fetchOwnRequest(requestId),
  });
  const role = useQuery({ queryKey: investorOnboardingKeys.role, queryFn: fetchOnboardingRole });
  const open = detail.data ? detail.data.status !== 'finished' : false;
  const identity = useQuery({
    queryKey: investorOnboardingKeys.identity(requestId),
    queryFn: () => fetchIdentity(requestId),
    enabled: open,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? IDENTITY_POLL_MS : false),
  });

  if (detail.isError) return <ErrorState error={detail.error} />;
  if (role.isError) return <ErrorState error={role.error} />;
  if (identity.isError) return <ErrorState error={identity.error} />;
  if (!detail.data || !role.data || (open && identity.isPending)) return <LoadingState />;

  const request = detail.data;
  const facts: FlowFacts = {
    status: request.status,
    investorType: request.investorType,
    hasCompany: request.company !== null,
    legalPersonsEnabled: role.data.legalPersonsEnabled,
    identity: identity.data?.status ?? null,
  };
  const position = resolvePosition(requestedStep, facts);
  if (position === 'finished') return <FinishedState requestId={requestId} />;
  if (position === 'questionnaire') return <Navigate to={paths.app.onboardingPrimaryData.getHref(requestId)} replace />;

  const steps = visibleSteps(facts, position);
  const toQuestionnaire = () => goTo(null);
  return (
    <Stack gap="lg">
      <StepHeader
        steps={steps}
        active={stepIndex(position, steps)}
        canOpen={(step) => isReachable(step, facts)}
        onOpen={goTo}
      />
      {position === 'intro' ? <IntroStep request={request} onStart={() => goTo('type')} /> : null}
      {position === 'type' ? (
        <InvestorTypeStep
          request={request}
          role={role.data}
          onBack={() => goTo('intro')}
          onSaved={() => goTo(null)}
          onLegalPerson={() => goTo('company')}
        />
      ) : null}
      {position === 'company' ? (
        <CompanyStep request={request} role={role.data} onBack={() => goTo('type')} onSaved={() => goTo(null)} />
      ) : null}
      {position === 'identity' ? (
        <IdentityStep
          requestId={requestId}
          answer={identity.data ?? null}
          onBack={() => goTo(facts.investorType === 'legal-person' ? 'company' : 'type')}
          onContinue={toQuestionnaire}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /app/onboarding (investor): the session chooser when more than one request is open, then the
 * verification intro, the investor type, the company (legal persons), the identity verification,
 * and on to the KYC questionnaire (/app/onboarding/{id}/primary-data). A finished request shows
 * the thank-you state.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const [params, setParams] = useSearchParams();
  const requestId = params.get(REQUEST_PARAM);

  const goTo = (step: OnboardingStep | null) => {
    const next = new URLSearchParams(params);
    if (step) next.set(STEP_PARAM, step);
    else next.delete(STEP_PARAM);
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <OnboardingFrame
      title={t('page.title')}
      description={t('page.description')}
      link={{ to: paths.app.onboardingRequests.getHref(), label: t('page.allRequests') }}
    >
      {requestId ? (
        <OnboardingFlow key={requestId} requestId={requestId} requestedStep={params.get(STEP_PARAM)} goTo={goTo} />
      ) : (
        <ChooseSession onChoose={(id, replace) => setParams({ [REQUEST_PARAM]: id }, { replace })} />
      )}
    </OnboardingFrame>
  );
}
