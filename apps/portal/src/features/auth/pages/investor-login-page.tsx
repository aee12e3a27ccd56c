import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailForm } from '../components/email-form.tsx';

/** `/investor-login`: investors sign in with a one-time link mailed to them (spec §1). */
export default function InvestorLoginPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { branding } = useBranding();
  const navigate = useNavigate();
  const blocked = branding.features.investorPanelBlocked;
  return (
    <AuthPage>
      <AuthCard
        title={t('investorLogin.title')}
        description={blocked ? tCommon('home.investorPanelBlocked') : t('investorLogin.description')}
      >
        {!blocked && (
          <EmailForm
            submitLabel={t('investorLogin.submit')}
            submit={authApi.sendInvestorLink}
            onDone={(email) => navigate(paths.confirmLogin.getHref(), { state: { email } })}
          />
        )}
        <Text size="sm">
          <Anchor component={Link} to={paths.home.getHref()}>
            {t('investorLogin.advisorLink')}
          </Anchor>
        </Text>
      </AuthCard>
    </AuthPage>
  );
}
