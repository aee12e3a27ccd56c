import { Box, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep } from '../lib/steps.ts';

/**
 * Where the investor is: the full stepper on wider screens (completed and reachable steps can be
 * clicked to go back), "step 2 of 5" with a progress bar on a phone. The questionnaire closes the
 * list: it is the next page.
 */
export function StepHeader({
  steps,
  active,
  canOpen,
  onOpen,
}: {
  steps: readonly OnboardingStep[];
  /** Index into `steps`; `steps.length` is the questionnaire. */
  active: number;
  canOpen: (step: OnboardingStep) => boolean;
  onOpen: (step: OnboardingStep) => void;
}) {
  const { t } = useTranslation('onboarding');
  const labels = [...steps.map((step) => t(`steps.${step}`)), t('steps.questionnaire')];
  const total = labels.length;
  return (
    <Box component="nav" aria-label={t('steps.navLabel')}>
      <Stepper
        active={active}
        onStepClick={(index) => {
          const step = steps[index];
          if (step && canOpen(step)) onOpen(step);
        }}
        size="sm"
        visibleFrom="sm"
        allowNextStepsSelect={false}
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            allowStepSelect={index < steps.length && index !== active && canOpen(steps[index] as OnboardingStep)}
          />
        ))}
      </Stepper>
      <Stack gap={6} hiddenFrom="sm">
        <Text size="sm" fw={600}>
          {t('steps.progress', { current: Math.min(active + 1, total), total })}: {labels[active] ?? ''}
        </Text>
        <Progress value={((active + 1) / total) * 100} size="sm" color="brand" aria-hidden />
      </Stack>
    </Box>
  );
}
