import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC "Theme": the toggle switches light and dark. The choice is stored by
 * the colour scheme manager of lib/theme.ts, after which the theme no longer
 * follows the system.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  // keepTransitions: Mantine would otherwise inject an inline <style>, which the CSP refuses.
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => {
        setColorScheme(next);
      }}
    >
      {next === 'dark' ? (
        <IconMoon size={18} stroke={1.6} aria-hidden />
      ) : (
        <IconSun size={18} stroke={1.6} aria-hidden />
      )}
    </ActionIcon>
  );
}
