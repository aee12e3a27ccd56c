import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignedInSession } from '@/lib/session/session-context.tsx';
import classes from './app-shell.module.css';

function initials(firstName: string, surname: string, email: string): string {
  const letters = `${firstName.charAt(0)}${surname.charAt(0)}`.trim();
  return (letters || email.charAt(0)).toUpperCase();
}

/** Name, e-mail, two-factor settings (advisors acting as themselves) and sign out. */
export function UserMenu({
  session,
  onTwoFactor,
  onSignOut,
}: {
  session: SignedInSession;
  onTwoFactor: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('app');
  const { user, impersonator } = session.user;
  const name = `${user.firstName} ${user.surname}`.trim() || user.email;
  const canManageTwoFactor = session.kind === 'advisor' && !impersonator;
  return (
    // returnFocus: an item's dialog (two-factor settings) then gives the focus back to this button.
    <Menu position="bottom-end" width={260} withinPortal returnFocus>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('userMenu.label', { name })}>
          <Avatar color="brand" radius="xl" size="md">
            {initials(user.firstName, user.surname, user.email)}
          </Avatar>
          <Text size="sm" fw={600} truncate visibleFrom="sm">
            {name}
          </Text>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.9" truncate>
            {name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {canManageTwoFactor && (
          <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden="true" />} onClick={onTwoFactor}>
            {t('userMenu.twoFactor')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onSignOut}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
