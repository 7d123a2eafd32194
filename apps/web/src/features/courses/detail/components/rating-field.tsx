import { useId } from 'react';
import { Input, SegmentedControl } from '@mantine/core';
import { experienceLimits } from '@campus/contracts';

const choices = Array.from(
  { length: experienceLimits.maxRating - experienceLimits.minRating + 1 },
  (_, index) => String(experienceLimits.minRating + index),
);

interface RatingFieldProps {
  label: string;
  /** What 1 and 5 mean for this rating. */
  description: string;
  /** '' until a rating is picked, else '1' … '5' (the field keeps its own value). */
  defaultValue: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A required 1–5 rating as a labelled radio group (SegmentedControl), with its scale and error. */
export function RatingField({
  label,
  description,
  defaultValue,
  onChange,
  error,
}: RatingFieldProps) {
  const id = useId();
  const describedBy = [error === undefined ? null : `${id}-error`, `${id}-description`]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      error={error}
      required
    >
      <SegmentedControl
        mt={4}
        fullWidth
        data={choices}
        defaultValue={defaultValue}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error === undefined ? undefined : true}
      />
    </Input.Wrapper>
  );
}
