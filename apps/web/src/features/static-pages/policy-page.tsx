import { Anchor, Button, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp, IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { openCookieSettings } from '../../lib/cookie-consent';
import { PolicySectionView } from './components/policy-section-view';
import { PolicyTableOfContents } from './components/policy-table-of-contents';
import { StaticPageHeader } from './components/static-page-header';
import { getContactEmail } from './contact-email';
import { getPolicyDocument } from './content/policy-content';
import { POLICY_KEYS, POLICY_LAST_UPDATED, type PolicyKey } from './content/policy-types';
import { usePageLanguage } from './page-language';

export interface PolicyPageProps {
  /** Which legal text to show, as named in the route `/policies/{policy}`. */
  policy: PolicyKey;
}

function formatPolicyDate(isoDate: string, language: 'en' | 'tr'): string {
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A policy page (`/policies/...`): title, last-updated date, table of contents and numbered sections. */
export function PolicyPage({ policy }: PolicyPageProps) {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  const contactEmail = getContactEmail();
  const document = getPolicyDocument(policy, language, { contactEmail });
  useDocumentTitle(document.title);

  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} id="policy-top">
      <StaticPageHeader
        title={document.title}
        meta={
          <Text size="sm" c="dimmed">
            {`${t('policy.lastUpdated')}: `}
            <time dateTime={POLICY_LAST_UPDATED}>
              {formatPolicyDate(POLICY_LAST_UPDATED, language)}
            </time>
          </Text>
        }
        lead={document.summary}
      />
      {policy === 'cookie-policy' ? (
        <Group mb="xl" mt={-8}>
          <Button
            variant="light"
            leftSection={<IconCookie size={18} aria-hidden />}
            onClick={openCookieSettings}
          >
            {t('policy.cookieSettings')}
          </Button>
        </Group>
      ) : null}

      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PolicyTableOfContents sections={document.sections} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={40}>
            {document.sections.map((section, index) => (
              <PolicySectionView
                key={section.id}
                section={section}
                number={index + 1}
                contactEmail={contactEmail}
              />
            ))}
          </Stack>

          <Divider my={40} />
          <Stack gap="sm" component="nav" aria-labelledby="policy-others">
            <Title order={2} id="policy-others" fz="md">
              {t('policy.otherPolicies')}
            </Title>
            <Group gap="md">
              {POLICY_KEYS.filter((key) => key !== policy).map((key) => (
                <Anchor key={key} component={Link} to={`/policies/${key}`} size="sm">
                  {t(`policy.titles.${key}`)}
                </Anchor>
              ))}
            </Group>
            <Anchor href="#policy-top" size="sm" mt="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconArrowUp size={14} aria-hidden />
                {t('policy.backToTop')}
              </Group>
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
