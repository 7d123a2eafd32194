import { Anchor, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PolicySection } from '../content/policy-types';
import classes from '../policy-page.module.css';

/** The numbered list of a policy's sections, each an in-page link to its anchor. */
export function PolicyTableOfContents({ sections }: { sections: PolicySection[] }) {
  const { t } = useTranslation('pages');
  return (
    <Paper
      component="nav"
      aria-labelledby="policy-contents"
      withBorder
      radius="md"
      p="md"
      className={classes.toc}
    >
      <Title
        order={2}
        id="policy-contents"
        fz="xs"
        tt="uppercase"
        c="dimmed"
        fw={700}
        mb="xs"
        style={{ letterSpacing: '0.06em' }}
      >
        {t('policy.contents')}
      </Title>
      <ol className={classes.tocList}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} className={classes.tocLink} underline="never">
              <span className={classes.tocNumber} aria-hidden>
                {`${String(index + 1)}.`}
              </span>
              <span>{section.heading}</span>
            </Anchor>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
