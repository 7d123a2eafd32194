import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowRight,
  IconFileText,
  IconInfoCircle,
  IconQuestionMark,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { useDocumentTitle } from '../../components/use-document-title';
import { BrandMark } from './components/brand-mark';
import { LandingActions } from './components/landing-actions';
import { LinkButtons } from './components/link-buttons';
import { MaintenanceBanner } from './components/maintenance-banner';
import { LandingStats } from './components/landing-stats';
import type { LandingFeature } from './landing-features';
import { LANDING_FEATURES } from './landing-features';
import classes from './landing-page.module.css';

const VIP_STEPS = ['share', 'review', 'unlock'] as const;

/** Where a feature card leads this reader: its page, or the sign-in first when the page shows it only then. */
function featureTarget(feature: LandingFeature, isAuthenticated: boolean): string {
  if (feature.signInFirst === true && !isAuthenticated) {
    return `/reception/login?next=${encodeURIComponent(feature.to)}`;
  }
  return feature.to;
}

/**
 * One feature card, a link to the feature's page as a whole, named by what it
 * shows: the title, then the description.
 */
function FeatureCard({
  feature,
  isAuthenticated,
}: {
  feature: LandingFeature;
  isAuthenticated: boolean;
}) {
  const { t } = useTranslation('pages');
  const FeatureIcon = feature.icon;
  return (
    <Card
      component={Link}
      to={featureTarget(feature, isAuthenticated)}
      withBorder
      radius="md"
      padding="lg"
      className={classes.featureCard}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={feature.color} aria-hidden>
          <FeatureIcon size={24} stroke={1.6} />
        </ThemeIcon>
        <IconArrowRight size={20} stroke={1.6} aria-hidden className={classes.featureArrow} />
      </Group>
      <Title order={3} fz="lg" mt="md">
        {t(`landing.features.${feature.key}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {t(`landing.features.${feature.key}.description`)}
      </Text>
    </Card>
  );
}

export interface LandingPageProps {
  /** Whether a user is signed in: chooses between the sign-in and the "go to home" calls to action. */
  isAuthenticated: boolean;
  /** Whether maintenance mode is on: shows the maintenance notice at the top. */
  isMaintenance: boolean;
}

/** The landing page at `/`: the product, its features and the way in. It has no navigation bar. */
export function LandingPage({ isAuthenticated, isMaintenance }: LandingPageProps) {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <Box>
      {isMaintenance ? <MaintenanceBanner /> : null}

      <Box className={classes.hero}>
        <Container size="lg" py="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <BrandMark />
            <Group gap="xs" wrap="nowrap" role="group" aria-label={t('landing.toolbarLabel')}>
              <LanguageSwitcher />
              <ThemeToggle />
            </Group>
          </Group>
        </Container>

        <Container size="lg" pt={{ base: 32, sm: 64 }} pb={{ base: 48, sm: 88 }}>
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" radius="sm" tt="none" maw="100%">
              {t('landing.hero.badge')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t('landing.hero.title')}
            </Title>
            <Text size="lg" c="dimmed" className={classes.pitch}>
              {isAuthenticated ? t('landing.hero.signedInPitch') : t('landing.hero.pitch')}
            </Text>
            <Box role="group" aria-label={t('landing.cta.label')} mt="xs">
              <LandingActions isAuthenticated={isAuthenticated} />
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container
        size="lg"
        py={{ base: 40, sm: 56 }}
        component="section"
        aria-labelledby="landing-stats"
      >
        <VisuallyHidden>
          <Title order={2} id="landing-stats">
            {t('landing.stats.heading')}
          </Title>
        </VisuallyHidden>
        <LandingStats />
      </Container>

      <Box
        component="section"
        aria-labelledby="landing-features"
        className={classes.section}
        py={{ base: 48, sm: 72 }}
      >
        <Container size="lg">
          <Stack gap={6} mb="xl" maw={640}>
            <Title order={2} id="landing-features">
              {t('landing.features.heading')}
            </Title>
            <Text c="dimmed">{t('landing.features.intro')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {LANDING_FEATURES.map((feature) => (
              <FeatureCard key={feature.key} feature={feature} isAuthenticated={isAuthenticated} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container
        size="lg"
        py={{ base: 48, sm: 72 }}
        component="section"
        aria-labelledby="landing-vip"
      >
        <Title order={2} id="landing-vip" mb="xl">
          {t('landing.vipSteps.heading')}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {VIP_STEPS.map((step, index) => (
            <Box component="li" key={step}>
              <Group gap="md" align="flex-start" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                  <Text fw={700} c="inherit">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg">
                    {t(`landing.vipSteps.${step}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t(`landing.vipSteps.${step}.description`)}
                  </Text>
                </div>
              </Group>
            </Box>
          ))}
        </SimpleGrid>
      </Container>

      <Container
        size="lg"
        pb={{ base: 48, sm: 72 }}
        component="section"
        aria-labelledby="landing-closing"
      >
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={2} id="landing-closing">
                {t('landing.closing.heading')}
              </Title>
              <Text c="dimmed" mt={6} maw={600}>
                {t('landing.closing.body')}
              </Text>
            </div>
            <LinkButtons
              links={[
                {
                  to: '/about',
                  label: t('landing.closing.about'),
                  icon: IconInfoCircle,
                  variant: 'light',
                },
                {
                  to: '/faq',
                  label: t('landing.closing.faq'),
                  icon: IconQuestionMark,
                  variant: 'light',
                },
                {
                  to: '/policies/privacy',
                  label: t('landing.closing.privacy'),
                  icon: IconFileText,
                  variant: 'subtle',
                },
              ]}
            />
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
