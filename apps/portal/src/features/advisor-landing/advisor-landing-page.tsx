import {
  Alert,
  Anchor,
  Blockquote,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconChartPie, IconFileText, IconSquare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { inviteMessage, LINK_PLACEHOLDER } from '@wl/shared/config';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsentText } from '@/components/host-text/consent-text.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { campaignNameOf, fetchLandingOffer, investLinks, landingKeys } from './landing-api.ts';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function DocumentLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation(['onboarding', 'common']);
  if (href === LINK_PLACEHOLDER) {
    return (
      <Text size="sm">
        {children}{' '}
        <Text span c="dimmed" size="sm">
          ({t('landing.notProvided')})
        </Text>
      </Text>
    );
  }
  const external = /^https?:\/\//i.test(href);
  return (
    <Anchor href={href} size="sm" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external ? <VisuallyHidden> {t('common:legal.opensInNewTab')}</VisuallyHidden> : null}
    </Anchor>
  );
}

function InvestButton({ text, to }: { text: string; to: string | null }) {
  return to ? (
    <Button component={Link} to={to} size="md">
      {text}
    </Button>
  ) : (
    // Without an offer link the button is shown as the investor will see it, but leads nowhere.
    <Button component="span" size="md" variant="filled" style={{ cursor: 'default' }}>
      {text}
    </Button>
  );
}

function AmountSection({
  id,
  icon,
  title,
  description,
  placeholder,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  placeholder: string;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Section id={id} title={title} description={description}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <ThemeIcon variant="light" color="brand" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <TextInput
          label={t('landing.amount')}
          placeholder={placeholder}
          readOnly
          style={{ flex: 1 }}
          data-testid={`${id}-input`}
        />
      </Group>
    </Section>
  );
}

/**
 * /doradcy: the advisor landing page (spec §2), built from the host's configuration: headline,
 * the invite message with the campaign's name (from the offer of `?token=`), the invest-button
 * texts of the invest form and of the campaign page, the two consents, the equity and debt
 * amount placeholders, and the links to investment risks, regulations and privacy policy. The
 * texts follow the language chosen in the header (Polish by default, as the host's language).
 */
export default function AdvisorLandingPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const { resolved, language } = useBranding();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const offer = useQuery({
    queryKey: landingKeys.offer(token ?? ''),
    queryFn: () => fetchLandingOffer(token ?? ''),
    enabled: token !== null,
    retry: false,
  });
  const { texts, links } = resolved;
  const campaignName = offer.data ? campaignNameOf(offer.data, language) : t('landing.campaignFallback');
  const targets = investLinks(offer.data ? token : null);

  return (
    <Box>
      <Box bg="var(--wl-color-highlight)" py={{ base: 'xl', sm: 48 }}>
        <Container size="lg">
          <Stack gap="xs" maw={720}>
            <Text size="sm" fw={700} tt="uppercase" c="var(--wl-color-main)">
              {t('landing.eyebrow')}
            </Text>
            <Title order={1} c="var(--wl-color-main)">
              {texts.headline}
            </Title>
            <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
              {texts.subheadline}
            </Text>
            <Text size="sm" c="dimmed">
              {t('landing.lead')}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Section id="landing-invite" title={t('landing.inviteTitle')} description={t('landing.inviteDescription')}>
            {offer.isError ? (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                role="alert"
                title={t('landing.offerFailed')}
              >
                {messageOfError(offer.error, language).text}
              </Alert>
            ) : null}
            <Blockquote color="brand" p="md" data-testid="invite-message">
              <Text style={{ whiteSpace: 'pre-line' }}>
                {offer.isLoading ? t('landing.loadingOffer') : inviteMessage(texts.inviteText, campaignName)}
              </Text>
            </Blockquote>
            {offer.data ? (
              <Text size="sm">
                {t('landing.campaign')}: <strong>{campaignName}</strong>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('landing.campaignHint')}
              </Text>
            )}
          </Section>

          <Section id="landing-buttons" title={t('landing.buttonsTitle')} description={t('landing.buttonsDescription')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={6} align="flex-start">
                <Text size="sm" fw={600}>
                  {t('landing.formButton')}
                </Text>
                <InvestButton text={texts.formInvestButtonText} to={targets?.form ?? null} />
              </Stack>
              <Stack gap={6} align="flex-start">
                <Text size="sm" fw={600}>
                  {t('landing.campaignButton')}
                </Text>
                <InvestButton text={texts.campaignInvestButtonText} to={targets?.campaign ?? null} />
              </Stack>
            </SimpleGrid>
            {targets ? null : (
              <Text size="sm" c="dimmed">
                {t('landing.buttonsHint')}
              </Text>
            )}
          </Section>

          <Section
            id="landing-consents"
            title={t('landing.consentsTitle')}
            description={t('landing.consentsDescription')}
          >
            <List
              spacing="sm"
              icon={
                <ThemeIcon variant="transparent" color="gray" size={20} aria-hidden>
                  <IconSquare size={18} />
                </ThemeIcon>
              }
            >
              <List.Item>
                <Text size="sm" component="div" data-testid="consent2">
                  <ConsentText text={texts.consent2} />
                </Text>
              </List.Item>
              <List.Item>
                <Text size="sm" component="div" data-testid="consent3">
                  <ConsentText text={texts.consent3} />
                </Text>
              </List.Item>
            </List>
          </Section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AmountSection
              id="landing-equity"
              icon={<IconChartPie size={22} />}
              title={t('landing.equityTitle')}
              description={t('landing.equityDescription')}
              placeholder={texts.equityPlaceholder}
            />
            <AmountSection
              id="landing-debt"
              icon={<IconBuildingBank size={22} />}
              title={t('landing.debtTitle')}
              description={t('landing.debtDescription')}
              placeholder={texts.debtPlaceholder}
            />
          </SimpleGrid>

          <Section
            id="landing-documents"
            title={t('landing.documentsTitle')}
            description={t('landing.documentsDescription')}
          >
            <List spacing="xs" icon={<IconFileText size={18} aria-hidden />} center>
              <List.Item>
                <DocumentLink href={links.investmentRisks}>{t('common:legal.investmentRisks')}</DocumentLink>
              </List.Item>
              <List.Item>
                <DocumentLink href={links.reg}>{t('common:legal.reg')}</DocumentLink>
              </List.Item>
              <List.Item>
                <DocumentLink href={links.privacyPolicy}>{t('common:legal.privacyPolicy')}</DocumentLink>
              </List.Item>
            </List>
          </Section>

          <Group justify="center">
            <Anchor component={Link} to={paths.home.getHref()} size="sm">
              {t('landing.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
