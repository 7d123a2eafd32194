import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is reachable by keyboard and named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      {...props}
    />
  );
}
