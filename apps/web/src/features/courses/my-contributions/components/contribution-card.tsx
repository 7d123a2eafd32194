import { useId } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnExperience } from '@campus/contracts';
import { useFormatDate } from '../../../../lib/format-date';
import { coursePath } from '../../components/course-identity-cells';
import { useSemesterLabel } from '../../detail/semester';
import { ExperienceStatusBadge } from './experience-status-badge';

/** One of the signed-in person's contributions: course, semester, status, date and, when rejected, the reviewer's note. */
export function ContributionCard({ experience }: { experience: OwnExperience }) {
  const { t } = useTranslation('course-detail');
  const semesterLabel = useSemesterLabel();
  const formatDate = useFormatDate();
  const titleId = useId();
  const note = experience.review_note?.trim() ?? '';

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              <Anchor component={Link} to={coursePath(experience.course_id)} inherit>
                {experience.course_code}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {semesterLabel(experience.semester)} · {experience.instructor_name}
            </Text>
          </Stack>
          <ExperienceStatusBadge status={experience.status} />
        </Group>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {experience.summary}
        </Text>
        {experience.status === 'rejected' && note !== '' ? (
          <Alert
            color="red"
            variant="light"
            role="note"
            title={t('contributions.reviewNote')}
            icon={<IconMessageReport size={18} aria-hidden />}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {note}
            </Text>
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('contributions.sharedOn', { date: formatDate(experience.created_at) })}
        </Text>
      </Stack>
    </Paper>
  );
}
