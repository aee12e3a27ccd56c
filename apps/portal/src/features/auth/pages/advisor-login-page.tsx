import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeHero } from '@/components/home/home-hero.tsx';
import { AdvisorIcon, InvestorIcon, PanelCard } from '@/components/home/panel-card.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { AdvisorSignIn } from '../components/advisor-sign-in.tsx';
import { AuthPage } from '../components/auth-page.tsx';

/**
 * `/`: the branded home where a signed-out visitor lands, and the way into both panels: the
 * advisor signs in here, the investor asks for a one-time link (unless this host blocks the
 * investor panel).
 */
export default function AdvisorLoginPage() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const { branding, resolved } = useBranding();
  const { panelColors } = resolved;
  const investorBlocked = branding.features.investorPanelBlocked;
  return (
    <AuthPage>
      <HomeHero />
      <PanelCard
        icon={<AdvisorIcon />}
        title={t('home.advisorPanel')}
        description={tAuth('home.advisorDescription')}
        headerColor={panelColors.advisorPanelHeaderColor}
        descriptionColor={panelColors.advisorPanelDescriptionColor}
      >
        <AdvisorSignIn />
      </PanelCard>
      <PanelCard
        icon={<InvestorIcon />}
        title={t('home.investorPanel')}
        description={t('home.investorPanelDescription')}
        headerColor={panelColors.investorPanelHeaderColor}
        descriptionColor={panelColors.investorPanelDescriptionColor}
        notice={investorBlocked ? t('home.investorPanelBlocked') : undefined}
      >
        {!investorBlocked && (
          <Button component={Link} to={paths.investorLogin.getHref()} variant="light" fullWidth>
            {tAuth('home.investorLink')}
          </Button>
        )}
      </PanelCard>
    </AuthPage>
  );
}
