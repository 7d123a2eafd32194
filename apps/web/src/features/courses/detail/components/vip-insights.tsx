import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VipCourseDetail } from '@campus/contracts';
import { GradeDistributionChart } from './grade-distribution-chart';
import { InstructorTable } from './instructor-table';

/** What VIP access adds to a course page: the grade distribution and the instructors breakdown. */
export function VipInsights({ detail }: { detail: VipCourseDetail }) {
  const { t } = useTranslation('course-detail');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="course-vip">
      <Group gap="xs" mb={4}>
        <Title order={2} size="h3" id="course-vip">
          {t('vip.title')}
        </Title>
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
          {t('vip.badge')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('vip.lead')}
      </Text>
      <Stack gap="xl">
        <Box maw={640}>
          <GradeDistributionChart distribution={detail.grade_distribution} />
        </Box>
        <InstructorTable instructors={detail.instructors} />
      </Stack>
    </Card>
  );
}
