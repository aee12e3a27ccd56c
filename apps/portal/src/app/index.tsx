import type { HostBranding } from '@wl/shared/config';
import type { i18n as I18n } from 'i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import './global.css';

export function App({ branding, i18n, router }: { branding: HostBranding; i18n: I18n; router: DataRouter }) {
  return (
    <AppProvider branding={branding} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
