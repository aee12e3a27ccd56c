import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** What the section needs of a query asked when the editor opens and again on demand. */
export interface CheckQuery {
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A section of the host editor that shows the result of a live check (the domain's DNS and
 * certificate, the mail domain's records): its heading, a named "check again" button, the
 * pending line, the error, and the result.
 */
export function CheckedSection(props: {
  id: string;
  title: string;
  refreshLabel: string;
  checkingLabel: string;
  query: CheckQuery;
  children: ReactNode;
}) {
  const { language } = useI18n();
  const { id, title, refreshLabel, checkingLabel, query, children } = props;
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Group justify="space-between" align="center">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Button size="xs" variant="default" loading={query.isFetching} onClick={() => query.refetch()}>
          {refreshLabel}
        </Button>
      </Group>
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(query.error, language)}
        </Alert>
      )}
      {query.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {checkingLabel}
        </Text>
      )}
      {children}
    </Stack>
  );
}
