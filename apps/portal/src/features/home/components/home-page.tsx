import { Container, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import classes from './home.module.css';
import { HomeHero } from './home-hero.tsx';
import { AdvisorIcon, InvestorIcon, PanelCard } from './panel-card.tsx';

/** `/`: the branded entry where a signed-out visitor lands (sign-in arrives in a later issue). */
export default function HomePage() {
  const { t } = useTranslation();
  const { branding, resolved } = useBranding();
  const { panelColors } = resolved;
  return (
    <PageShell>
      <HomeHero />
      <Container size="lg" className={classes.panels}>
        <section aria-label={t('home.panelsLabel')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <PanelCard
              icon={<AdvisorIcon />}
              title={t('home.advisorPanel')}
              description={t('home.advisorPanelDescription')}
              headerColor={panelColors.advisorPanelHeaderColor}
              descriptionColor={panelColors.advisorPanelDescriptionColor}
            />
            <PanelCard
              icon={<InvestorIcon />}
              title={t('home.investorPanel')}
              description={t('home.investorPanelDescription')}
              headerColor={panelColors.investorPanelHeaderColor}
              descriptionColor={panelColors.investorPanelDescriptionColor}
              notice={branding.features.investorPanelBlocked ? t('home.investorPanelBlocked') : undefined}
            />
          </SimpleGrid>
        </section>
        <Text className={classes.signInSoon}>{t('home.signInSoon')}</Text>
      </Container>
    </PageShell>
  );
}
