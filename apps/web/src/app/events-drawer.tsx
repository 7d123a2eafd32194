import { Button, Drawer, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface EventsDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The right-hand events drawer of the navigation bar; the events board itself arrives with a later release. */
export function EventsDrawer({ opened, onClose }: EventsDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('events.title')}
      closeButtonProps={{ 'aria-label': t('events.close') }}
    >
      <Stack align="center" gap="md" ta="center" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconCalendarEvent size={30} stroke={1.5} />
        </ThemeIcon>
        <Text>{t('events.body')}</Text>
        <Button variant="default" onClick={onClose}>
          {t('events.close')}
        </Button>
      </Stack>
    </Drawer>
  );
}
