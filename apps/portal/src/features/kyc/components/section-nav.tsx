import { Box, Button, Collapse, Group, NavLink, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconChevronUp, IconLock } from '@tabler/icons-react';
import { type KycSection, kycSections } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { canOpenStep, type KycStep, kycSteps } from '../lib/sections.ts';

interface NavProps {
  step: KycStep;
  completed: readonly KycSection[];
  onOpen: (step: KycStep) => void;
}

/** The list of steps: completed ones (✓) and the next one open, the rest locked until reached. */
function StepList({ step, completed, onOpen }: NavProps) {
  const { t } = useTranslation(['kyc', 'enums']);
  return (
    <Box component="nav" aria-label={t('kyc:nav.label')}>
      <Stack gap={2} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {kycSteps.map((item, index) => {
          const done = item !== 'review' && completed.includes(item);
          const open = canOpenStep(item, completed);
          const name = item === 'review' ? t('kyc:review.title') : t(`enums:kycSection.${item}`);
          const marker = done ? (
            <ThemeIcon size={22} radius="xl" color="teal" variant="light" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
          ) : open ? (
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
              <Text size="xs" fw={700}>
                {item === 'review' ? '✓' : index + 1}
              </Text>
            </ThemeIcon>
          ) : (
            <ThemeIcon size={22} radius="xl" color="gray" variant="light" aria-hidden="true">
              <IconLock size={12} />
            </ThemeIcon>
          );
          return (
            <li key={item}>
              <NavLink
                component="button"
                type="button"
                label={item === 'review' ? name : `${index + 1}. ${name}`}
                description={done ? t('kyc:nav.completed') : open ? undefined : t('kyc:nav.locked')}
                leftSection={marker}
                active={item === step}
                aria-current={item === step ? 'step' : undefined}
                disabled={!open}
                // Mantine only styles a disabled NavLink: the button itself must refuse, too.
                aria-disabled={!open || undefined}
                tabIndex={open ? undefined : -1}
                onClick={() => {
                  if (open) onOpen(item);
                }}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** "Section 3 of 7" with a bar: where the person is, and how much is done. */
export function StepProgress({ step, completed }: Pick<NavProps, 'step' | 'completed'>) {
  const { t } = useTranslation(['kyc', 'enums']);
  const total = kycSections.length;
  const label =
    step === 'review'
      ? t('kyc:review.title')
      : t('kyc:nav.progress', { current: kycSections.indexOf(step) + 1, total });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" fw={500} data-testid="kyc-progress">
        {label}
      </Text>
      <Progress
        value={(completed.length / total) * 100}
        size="sm"
        radius="xl"
        aria-label={t('kyc:nav.completedCount', { done: completed.length, total })}
      />
    </Stack>
  );
}

/** On a wide screen the step list sits beside the form; on a phone it folds under a button. */
export function SectionNav(props: NavProps) {
  const { t } = useTranslation('kyc');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Box visibleFrom="md">
        <StepList {...props} />
      </Box>
      <Box hiddenFrom="md">
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={opened}
            rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            {t('nav.allSections')}
          </Button>
        </Group>
        <Collapse in={opened}>
          <StepList
            {...props}
            onOpen={(step) => {
              close();
              props.onOpen(step);
            }}
          />
        </Collapse>
      </Box>
    </>
  );
}
