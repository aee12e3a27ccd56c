import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import AppLayout from '@/features/app-shell/app-layout.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import 'dayjs/locale/pl';

/**
 * What only the signed-in area needs around its pages (date pickers' locale, confirmation
 * modals), loaded with it rather than with the sign-in page.
 */
export default function AppScope() {
  const { language } = useBranding();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <ModalsProvider>
        <AppLayout />
      </ModalsProvider>
    </DatesProvider>
  );
}
