import { useState } from 'react';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuestionsViewer } from '../language';
import { BankQueue } from './bank-queue';
import { GroupsManager } from './groups-manager';
import { PoolModeration } from './pool-moderation';

type Section = 'bank' | 'groups' | 'pool';

/**
 * The admin panel's Questions tab: the bank's entries waiting for an answer,
 * the question groups, and the pool's questions to close, reopen or delete.
 */
export function QuestionsModerationPanel() {
  const { t } = useTranslation('questions');
  const { viewer } = useQuestionsViewer();
  const [section, setSection] = useState<Section>('bank');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={section}
        onChange={(value) => {
          setSection(value === 'groups' ? 'groups' : value === 'pool' ? 'pool' : 'bank');
        }}
        data={[
          { value: 'bank', label: t('moderation.sections.bank') },
          { value: 'groups', label: t('moderation.sections.groups') },
          { value: 'pool', label: t('moderation.sections.pool') },
        ]}
        aria-label={t('moderation.sectionsLabel')}
        w="fit-content"
      />
      <Title order={2} size="h4">
        {t(`moderation.sections.${section}`)}
      </Title>
      {section === 'bank' ? <BankQueue viewer={viewer} /> : null}
      {section === 'groups' ? <GroupsManager viewer={viewer} /> : null}
      {section === 'pool' ? <PoolModeration viewer={viewer} /> : null}
    </Stack>
  );
}
