import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './errors.module.css';

interface ErrorMessageProps {
  status: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The body both error pages share: a status, one heading, an explanation and the ways out. */
export function ErrorMessage({ status, title, children, actions }: ErrorMessageProps) {
  return (
    <Container size="sm" className={classes.root}>
      <Text className={classes.status} aria-hidden="true">
        {status}
      </Text>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <div className={classes.body}>{children}</div>
      <Group gap="sm" className={classes.actions}>
        {actions}
      </Group>
    </Container>
  );
}
