import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MySpaceSection } from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { useMyWaitlist } from './api';

/** "My waitlists" for the signed-in person's space. */
export function MyWaitlistSection() {
  const { t } = useTranslation('waitlist');
  const formatDate = useFormatDate();
  const mine = useMyWaitlist();
  return (
    <MySpaceSection
      id="my-waitlists"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('loadFailed')}
      query={mine}
      skeletonHeight={48}
      empty={<Text size="sm">{t('mine.empty')}</Text>}
      isEmpty={(data) => data.items.length === 0}
      footer={
        <Group>
          <Button component={Link} to="/waitlist/add" variant="default" size="xs">
            {t('mine.manage')}
          </Button>
        </Group>
      }
    >
      {(data) => (
        <Group gap="xs" wrap="wrap">
          {data.items.map((entry) => (
            <Badge key={entry.feature} variant="light" size="lg" tt="none">
              {t('mine.entry', {
                name: t(`features.${entry.feature}.name`),
                date: formatDate(entry.created_at),
              })}
            </Badge>
          ))}
        </Group>
      )}
    </MySpaceSection>
  );
}
