import { useId, useState } from 'react';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OwnExperience } from '@campus/contracts';

const parts = [
  { field: 'details', label: 'review.item.details' },
  { field: 'exam_tips', label: 'review.item.examTips' },
  { field: 'resources', label: 'review.item.resources' },
] as const;

/** The VIP part of an experience (details, exam tips, resources), folded away until asked for. */
export function ExperienceVipPart({ experience }: { experience: OwnExperience }) {
  const { t } = useTranslation('course-review');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const written = parts.filter((part) => experience[part.field].trim() !== '');

  if (written.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('review.item.vipEmpty')}
      </Text>
    );
  }
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={open}
        aria-controls={regionId}
        rightSection={
          open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {t(open ? 'review.item.hideVip' : 'review.item.showVip')}
      </Button>
      <Collapse expanded={open} id={regionId}>
        <Stack gap="sm" pt="xs">
          {written.map((part) => (
            <div key={part.field}>
              <Text size="sm" fw={600}>
                {t(part.label)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {experience[part.field]}
              </Text>
            </div>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}
