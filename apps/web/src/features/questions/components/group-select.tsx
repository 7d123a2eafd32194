import { Select, type SelectProps } from '@mantine/core';
import type { QuestionGroup } from '@campus/contracts';
import { groupName, useLanguage } from '../language';

interface GroupSelectProps extends Omit<SelectProps, 'data'> {
  groups: readonly QuestionGroup[];
}

/** A required choice of one question group, named in the reader's language. */
export function GroupSelect({ groups, ...props }: GroupSelectProps) {
  const language = useLanguage();
  return (
    <Select
      required
      allowDeselect={false}
      data={groups.map((group) => ({
        value: String(group.group_id),
        label: groupName(group, language),
      }))}
      {...props}
    />
  );
}
