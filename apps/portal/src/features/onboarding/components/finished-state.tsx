import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** A request whose KYC was sent: the thank-you state, with the preview of what was sent. */
export function FinishedState({ requestId }: { requestId: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="finished-title">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon color="green" variant="light" size={56} radius="xl" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" id="finished-title">
          {t('finished.title')}
        </Title>
        <Text size="sm" maw={480}>
          {t('finished.text')}
        </Text>
        <Button
          component={Link}
          to={paths.app.preview.getHref(requestId)}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('finished.preview')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** No open onboarding: nothing to do now, the list of requests instead. */
export function NothingToDo() {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="empty-title">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon color="gray" variant="light" size={56} radius="xl" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" id="empty-title">
          {t('empty.title')}
        </Title>
        <Text size="sm" maw={480}>
          {t('empty.description')}
        </Text>
        <Button component={Link} to={paths.app.onboardingRequests.getHref()} variant="light">
          {t('empty.requests')}
        </Button>
      </Stack>
    </Paper>
  );
}
