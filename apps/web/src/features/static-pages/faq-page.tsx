import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { LinkedText } from './components/linked-text';
import { StaticPageHeader } from './components/static-page-header';
import { getContactEmail } from './contact-email';
import { FAQ_GROUPS } from './faq-items';

/** The FAQ page at `/faq`: the common questions, grouped, each in an accordion. */
export function FaqPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('faq.documentTitle'));
  const contactEmail = getContactEmail();

  return (
    <Container size="md" py={{ base: 'xl', sm: 56 }}>
      <StaticPageHeader
        title={t('faq.title')}
        lead={
          <>
            {t('faq.lead')}{' '}
            <Anchor component={Link} to="/contacts" inherit underline="always">
              {t('faq.contactLink')}
            </Anchor>
          </>
        }
      />
      <Stack gap={40}>
        {FAQ_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`faq-${group.key}`}>
            <Title order={2} id={`faq-${group.key}`} mb="md">
              {t(`faq.groups.${group.key}`)}
            </Title>
            <Accordion variant="separated" radius="md" order={3} multiple>
              {group.items.map((item) => (
                <Accordion.Item key={item} value={item}>
                  <Accordion.Control>
                    <Text fw={600} component="span">
                      {t(`faq.items.${item}.question`)}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text maw="70ch">
                      <LinkedText
                        text={t(`faq.items.${item}.answer`, { email: contactEmail })}
                        contactEmail={contactEmail}
                      />
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
