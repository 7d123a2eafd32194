import {
  Alert,
  Button,
  Drawer,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActiveEvents } from '../api';
import { EventCard } from './event-card';
import { BareList } from '../../../components/bare-list';

export interface EventsDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The drawer's content. It mounts each time the drawer opens and its query
 * keeps nothing once closed, so every opening loads the events again.
 */
function EventsDrawerBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation('common');
  const events = useActiveEvents(true);

  if (events.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('drawer.loadFailed')}</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={events.isFetching}
            onClick={() => {
              void events.refetch();
            }}
          >
            {tCommon('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (events.data === undefined) {
    return (
      <Stack gap="md" role="status">
        <VisuallyHidden>{t('drawer.loading')}</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={230} radius="md" aria-hidden />
        ))}
      </Stack>
    );
  }
  if (events.data.length === 0) {
    return (
      <Stack align="center" gap="md" ta="center" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCalendarOff size={30} stroke={1.5} />
        </ThemeIcon>
        <Text>{t('drawer.empty')}</Text>
      </Stack>
    );
  }
  return (
    <BareList label={t('drawer.listLabel')}>
      {events.data.map((event) => (
        <li key={event.event_id}>
          <EventCard event={event} onOpen={onClose} />
        </li>
      ))}
    </BareList>
  );
}

/** The navbar's right-hand events drawer (SPEC sections 2, 4 and 8). */
export function EventsDrawer({ opened, onClose }: EventsDrawerProps) {
  const { t } = useTranslation('events');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('drawer.title')}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {opened ? <EventsDrawerBody onClose={onClose} /> : null}
    </Drawer>
  );
}
