import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell.tsx';

/** The public offer pages' frame: the host's header (logo, language switch) and footer. */
export function PublicFrame({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <PageShell>
      <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        {children}
      </Container>
    </PageShell>
  );
}

/** A whole page saying one thing (a closed campaign, an inactive link), with what to do next. */
export function FullPageMessage({
  icon,
  color = 'brand',
  title,
  children,
  action,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  children: ReactNode;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 60 }} maw={560} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <Stack gap="xs">{typeof children === 'string' ? <Text>{children}</Text> : children}</Stack>
      {action ? (
        <Button variant="default" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
