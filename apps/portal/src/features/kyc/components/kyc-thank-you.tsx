import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The end of the questionnaire: what happened, what happens next, where to go. */
export function KycThankYou({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2} size="h3" data-testid="kyc-thank-you">
          {title}
        </Title>
        <Stack gap="xs">{children}</Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}
