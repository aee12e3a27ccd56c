import { Card, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './home.module.css';

interface PanelCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  headerColor: string;
  descriptionColor: string;
  /** Why the panel cannot be used on this host, shown under the description. */
  notice?: string | undefined;
  /** The panel's way in: a sign-in form or a link. */
  children?: ReactNode;
}

export function PanelCard({
  icon,
  title,
  description,
  headerColor,
  descriptionColor,
  notice,
  children,
}: PanelCardProps) {
  return (
    <Card
      component="section"
      withBorder
      shadow="sm"
      radius="lg"
      padding="xl"
      className={classes.card}
      style={{ '--panel-accent': headerColor } as CSSProperties}
    >
      <div className={classes.cardHeader}>
        <div className={classes.cardIcon}>{icon}</div>
        <Title order={2} className={classes.cardTitle} style={{ color: headerColor }}>
          {title}
        </Title>
      </div>
      <Text className={classes.cardDescription} style={{ color: descriptionColor }}>
        {description}
      </Text>
      {notice && (
        <Text role="note" className={classes.notice}>
          {notice}
        </Text>
      )}
      {children && <div className={classes.cardBody}>{children}</div>}
    </Card>
  );
}

const iconProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function AdvisorIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </svg>
  );
}

export function InvestorIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M4 19h16M5 15l4-4 3 3 6-7" />
      <path d="M15 7h3v3" />
    </svg>
  );
}
