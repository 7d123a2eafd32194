import {
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconLockOpen,
  IconMail,
  IconMessages,
  IconQuestionMark,
  IconShieldCheck,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { LinkButtons } from './components/link-buttons';
import { LinkedText } from './components/linked-text';
import { StaticPageHeader } from './components/static-page-header';
import { getContactEmail } from './contact-email';

const PRINCIPLES = [
  { key: 'data', icon: IconShieldLock, color: 'teal' },
  { key: 'access', icon: IconLockOpen, color: 'yellow' },
  { key: 'moderation', icon: IconShieldCheck, color: 'blue' },
] as const;

/** The About page at `/about`: what CampusHub is, who runs it, its principles and how to join the moderators. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.documentTitle'));
  const contactEmail = getContactEmail();
  const moderatorMailto = `mailto:${contactEmail}?subject=${encodeURIComponent(t('about.moderatorMailSubject'))}`;

  return (
    <Container size="md" py={{ base: 'xl', sm: 56 }}>
      <StaticPageHeader title={t('about.title')} lead={t('about.lead')} />

      <Stack gap={48}>
        <section aria-labelledby="about-what">
          <Title order={2} id="about-what" mb="sm">
            {t('about.what.heading')}
          </Title>
          <Stack gap="sm" maw="70ch">
            <Text>{t('about.what.body1')}</Text>
            <Text>{t('about.what.body2')}</Text>
          </Stack>
        </section>

        <section aria-labelledby="about-who">
          <Title order={2} id="about-who" mb="sm">
            {t('about.who.heading')}
          </Title>
          <Text maw="70ch">{t('about.who.body')}</Text>
        </section>

        <section aria-labelledby="about-principles">
          <Title order={2} id="about-principles" mb="md">
            {t('about.principles.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {PRINCIPLES.map((principle) => {
              const PrincipleIcon = principle.icon;
              return (
                <Card key={principle.key} withBorder radius="md" padding="lg">
                  <ThemeIcon
                    size={40}
                    radius="md"
                    variant="light"
                    color={principle.color}
                    aria-hidden
                  >
                    <PrincipleIcon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} fz="md" mt="md">
                    {t(`about.principles.${principle.key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" mt={6}>
                    {t(`about.principles.${principle.key}.description`)}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>

        <Paper
          component="section"
          aria-labelledby="about-moderator"
          withBorder
          radius="md"
          p={{ base: 'lg', sm: 'xl' }}
        >
          <Group gap="md" align="flex-start" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light" visibleFrom="xs" aria-hidden>
              <IconMessages size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap="sm">
              <Title order={2} id="about-moderator">
                {t('about.moderator.heading')}
              </Title>
              <Text maw="65ch">
                <LinkedText
                  text={t('about.moderator.body', { email: contactEmail })}
                  contactEmail={contactEmail}
                />
              </Text>
              <Group>
                <Button
                  component="a"
                  href={moderatorMailto}
                  leftSection={<IconMail size={18} aria-hidden />}
                >
                  {t('about.moderator.action')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>

        <section aria-labelledby="about-contact">
          <Title order={2} id="about-contact" mb="sm">
            {t('about.contact.heading')}
          </Title>
          <Text maw="65ch" mb="md">
            {t('about.contact.body')}
          </Text>
          <LinkButtons
            links={[
              {
                to: '/contacts',
                label: t('about.contact.action'),
                icon: IconMail,
                variant: 'light',
              },
              {
                to: '/faq',
                label: t('about.contact.faq'),
                icon: IconQuestionMark,
                variant: 'subtle',
              },
            ]}
          />
        </section>
      </Stack>
    </Container>
  );
}
