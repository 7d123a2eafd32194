import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  /** A number, or null while the field is empty or unfinished (for example "3."). */
  onNumberChange: (value: number | null) => void;
}

/**
 * A number input that keeps what is being typed ("3.", "") on screen while the
 * stored value is a number or null; it follows outside changes of the value.
 */
export function NumberField({ value, onNumberChange, ...props }: NumberFieldProps) {
  const { i18n } = useTranslation();
  const [text, setText] = useState<string | number>(value ?? '');
  const [lastValue, setLastValue] = useState<number | null>(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== (typeof text === 'number' ? text : null)) setText(value ?? '');
  }
  return (
    <NumberInput
      {...props}
      value={text}
      clampBehavior="none"
      // Turkish writes decimals with a comma (3,50).
      decimalSeparator={i18n.language.startsWith('tr') ? ',' : '.'}
      onChange={(next) => {
        setText(next);
        const parsed = typeof next === 'number' && Number.isFinite(next) ? next : null;
        setLastValue(parsed);
        onNumberChange(parsed);
      }}
    />
  );
}
