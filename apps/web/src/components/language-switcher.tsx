import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale, locales, type Locale } from '../lib/i18n';

/**
 * SPEC "Language switch": a compact EN / TR menu; picking the other language
 * saves it and reloads the page (lib/i18n changeLocale).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} stroke={1.6} aria-hidden />}
          // The code is the button's visible text, so it is part of its name (WCAG 2.5.3).
          aria-label={t('language.button', {
            code: current.toUpperCase(),
            name: t(`language.${current}`),
          })}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            rightSection={locale === current ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => {
              if (locale !== current) changeLocale(locale);
            }}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
