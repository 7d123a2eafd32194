import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const removedItems = ['account', 'profile', 'sessions', 'personal'] as const;

/** What a deletion removes, said plainly before anyone asks for it. */
export function DeletionExplanation() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('deleteRequest.removesTitle')}
      </Title>
      <List
        spacing={4}
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="red" aria-hidden>
            <IconPoint size={14} />
          </ThemeIcon>
        }
      >
        {removedItems.map((item) => (
          <List.Item key={item}>{t(`deleteRequest.removes.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm">{t('deleteRequest.kept')}</Text>
    </Stack>
  );
}
