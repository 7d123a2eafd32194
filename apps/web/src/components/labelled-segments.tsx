import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';

interface LabelledSegmentsProps<V extends string> {
  /** The visible label over the segments, which names them. */
  label: string;
  /** The values with their words, in order. */
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** As wide as the segments need rather than the width given by the layout. */
  fitContent?: boolean;
}

/** A list's filter of one value at a time (a queue's status), as segments under their label. */
export function LabelledSegments<V extends string>({
  label,
  options,
  value,
  onChange,
  fitContent = false,
}: LabelledSegmentsProps<V>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl<V>
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={[...options]}
        w={fitContent ? 'fit-content' : undefined}
      />
    </Stack>
  );
}
