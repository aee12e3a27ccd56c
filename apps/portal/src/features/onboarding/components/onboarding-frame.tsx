import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of the investor's onboarding screens: a narrow column (they are filled in on a phone
 * as often as not), one h1, an optional description and a link beside the heading.
 */
export function OnboardingFrame({
  title,
  description,
  link,
  size = 'md',
  children,
}: {
  title: string;
  description?: ReactNode;
  link?: { to: string; label: string };
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} px={{ base: 'xs', sm: 'md' }} py="md" w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {link ? (
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
