import { Card, DataList, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseDetailCourse } from '@campus/contracts';
import { useBilingualName } from '../../course-text';

/** The description in the interface language (else the other one), then department, credits and instructor. */
export function CourseAbout({ course }: { course: CourseDetailCourse }) {
  const { t, i18n } = useTranslation('course-detail');
  const nameOf = useBilingualName();
  const isTurkish = i18n.language.startsWith('tr');
  const own = isTurkish ? course.description_tr : course.description_en;
  const other = isTurkish ? course.description_en : course.description_tr;
  const description = own.trim() !== '' ? own : other;
  const descriptionLanguage = own.trim() !== '' ? undefined : isTurkish ? 'en' : 'tr';
  const department = nameOf(course.department);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="course-about">
      <Title order={2} size="h3" id="course-about" mb="sm">
        {t('about.title')}
      </Title>
      {description.trim() === '' ? (
        <Text c="dimmed" mb="md">
          {t('about.noDescription')}
        </Text>
      ) : (
        <Text
          mb="md"
          lang={descriptionLanguage}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {description}
        </Text>
      )}
      <DataList orientation="horizontal" labelWidth={140}>
        <DataList.Item>
          <DataList.ItemLabel>{t('about.department')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {department.main} ({course.department.code})
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('about.credits')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('about.creditsValue', { credits: course.credits, ects: course.ects })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('about.instructor')}</DataList.ItemLabel>
          <DataList.ItemValue>{course.instructor_name}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Card>
  );
}
