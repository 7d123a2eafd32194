import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSidebarItem } from '@campus/contracts';
import { coverOf, eventTypeColors, machineDateTime, useFormatEventDateTime } from '../event-format';
import { EventImage } from './event-image';

interface EventCardProps {
  event: EventSidebarItem;
  /** Called when the card's link is followed (the drawer closes). */
  onOpen: () => void;
}

/** One event of the drawer: cover, name, type, location and next date, linking to its page. */
export function EventCard({ event, onOpen }: EventCardProps) {
  const { t } = useTranslation('events');
  const formatDateTime = useFormatEventDateTime();
  const next = event.event_date_times[0];
  const more = event.event_date_times.length - 1;
  return (
    <Card
      component={Link}
      to={`/event/${event.event_id}`}
      onClick={onOpen}
      withBorder
      radius="md"
      padding="sm"
    >
      <Card.Section>
        <EventImage src={coverOf(event.images)?.image_url} alt="" h={140} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {event.event_name}
          </Title>
          <Badge
            color={eventTypeColors[event.event_type]}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {t(`types.${event.event_type}`)}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {event.event_location}
          </Text>
        </Group>
        {next === undefined ? null : (
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={500}>
              <time dateTime={machineDateTime(next)}>{formatDateTime(next)}</time>
              {more > 0 ? (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('drawer.more', { count: more })}
                </Text>
              ) : null}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
