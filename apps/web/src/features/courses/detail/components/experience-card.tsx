import { useId } from 'react';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicExperience, VipExperience } from '@campus/contracts';
import { useFormatDate } from '../../../../lib/format-date';
import { isVipExperience } from '../../api';
import { ratingFields } from '../ratings';
import { useSemesterLabel } from '../semester';

const longText = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function VipText({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <Box>
      <Title order={4} size="h6" mb={2}>
        {title}
      </Title>
      <Text size="sm" style={longText}>
        {text}
      </Text>
    </Box>
  );
}

/** One approved experience: semester, instructor, ratings and summary; with VIP access also grade, details, exam tips and resources. */
export function ExperienceCard({ experience }: { experience: PublicExperience | VipExperience }) {
  const { t } = useTranslation('course-detail');
  const semesterLabel = useSemesterLabel();
  const formatDate = useFormatDate();
  const titleId = useId();
  const vip = isVipExperience(experience) ? experience : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {semesterLabel(experience.semester)}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('experiences.instructor', { name: experience.instructor_name })}
            </Text>
          </Stack>
          {vip?.grade_received == null ? null : (
            <Badge color="violet" variant="light" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('experiences.grade', { grade: vip.grade_received })}
            </Badge>
          )}
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, xs: 4 }}
          spacing="xs"
          verticalSpacing="xs"
          m={0}
          aria-label={t('experiences.ratings')}
        >
          {ratingFields.map(({ field, key }) => (
            <Box key={field}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`ratings.${key}`)}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {t('experiences.ratingValue', { value: experience[field] })}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text style={longText}>{experience.summary}</Text>
        {vip === null ? null : (
          <>
            <VipText title={t('experiences.details')} text={vip.details} />
            <VipText title={t('experiences.examTips')} text={vip.exam_tips} />
            <VipText title={t('experiences.resources')} text={vip.resources} />
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('experiences.sharedOn', { date: formatDate(experience.created_at) })}
        </Text>
      </Stack>
    </Paper>
  );
}
