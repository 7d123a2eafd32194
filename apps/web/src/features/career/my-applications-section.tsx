import { Button, Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MySpaceEmpty,
  MySpaceItem,
  MySpaceSection,
  useSectionPaging,
} from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { useMyApplications } from './api';
import { ApplicationStatusBadge } from './components/status-badge';

/** "My applications" for the signed-in person's space: each career application and its status. */
export function MyApplicationsSection() {
  const { t } = useTranslation('career');
  const formatDate = useFormatDate();
  const { params, paging } = useSectionPaging();
  const mine = useMyApplications(params);

  return (
    <MySpaceSection
      id="my-career-applications"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={mine}
      skeletonHeight={72}
      empty={
        <MySpaceEmpty
          icon={<IconBriefcase size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          <Button component={Link} to="/career" variant="default">
            {t('mine.browse')}
          </Button>
        </MySpaceEmpty>
      }
      paging={{ ...paging, hideWhenOnePage: true }}
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((application) => {
            const title = application.position_title ?? t('mine.open');
            return (
              <MySpaceItem
                key={application.career_id}
                label={title}
                line={t('mine.sentOn', { date: formatDate(application.created_at) })}
                side={<ApplicationStatusBadge status={application.status} />}
              />
            );
          })}
        </Stack>
      )}
    </MySpaceSection>
  );
}
