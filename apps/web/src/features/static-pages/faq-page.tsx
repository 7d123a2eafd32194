import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { faqGroups } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { LinkedText } from './components/linked-text';
import { StaticPageHeader } from './components/static-page-header';
import { getContactEmail } from './contact-email';
import { usePageLanguage } from './page-language';

/**
 * The FAQ page at `/faq`: the common questions, grouped, each in an accordion
 * with the anchor `faq-{key}` (the assistant's citations open them). The texts
 * live in the contracts, where the API reads them too.
 */
export function FaqPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('faq.documentTitle'));
  const contactEmail = getContactEmail();
  const language = usePageLanguage();

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
        {faqGroups.map((group) => (
          <section key={group.key} aria-labelledby={`faq-${group.key}`}>
            <Title order={2} id={`faq-${group.key}`} mb="md">
              {group.title[language]}
            </Title>
            <Accordion variant="separated" radius="md" order={3} multiple>
              {group.items.map((item) => (
                <Accordion.Item key={item.key} value={item.key} id={`faq-${item.key}`}>
                  <Accordion.Control>
                    <Text fw={600} component="span">
                      {item.question[language]}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text maw="70ch">
                      <LinkedText
                        text={item.answer[language].replaceAll('{{email}}', contactEmail)}
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
