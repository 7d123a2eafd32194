import { Checkbox, Radio, Stack } from '@mantine/core';
import type { QbQuestionOption } from '@campus/contracts';
import { qbText, useQbLang } from '../components/qb-text';

/**
 * A choice among a question's options as they are shown: one of them (radio
 * buttons) or several (checkboxes).
 */
export function OptionChoiceInput({
  options,
  multiple,
  label,
  required,
  value,
  onChange,
  error,
}: {
  options: readonly QbQuestionOption[];
  /** Several options (checkboxes) rather than one (radio buttons). */
  multiple: boolean;
  label: string;
  required?: boolean;
  /** The chosen options' ids. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const lang = useQbLang();
  if (!multiple) {
    return (
      <Radio.Group
        label={label}
        required={required}
        value={value[0] ?? null}
        onChange={(optionId) => {
          onChange([optionId]);
        }}
        error={error}
      >
        <Stack gap={6} mt={6}>
          {options.map((option) => (
            <Radio
              key={option.option_id}
              value={option.option_id}
              label={qbText(option, 'shown', lang)}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group
      label={label}
      required={required}
      value={[...value]}
      onChange={onChange}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.option_id}
            value={option.option_id}
            label={qbText(option, 'shown', lang)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
