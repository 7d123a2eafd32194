import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number field for counts, years and scores: whole numbers, none below zero. */
export function WholeNumberInput(props: Omit<NumberInputProps, 'allowDecimal' | 'allowNegative'>) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
