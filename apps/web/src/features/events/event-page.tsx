import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconEyeOff,
  IconMapPin,
  IconShare,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { eventIdParamsSchema, campusTimeZone, type EventDetail } from '@campus/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { statusOf } from '../../lib/problem-error';
import { saveFile } from '../../lib/save-file';
import { fetchEventCalendar, useEvent } from './api';
import { EventImage } from './components/event-image';
import { coverOf, eventTypeColors, machineDateTime, useFormatEventDateTime } from './event-format';
import { BackLink } from '../../components/page-frames/back-link';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function EventActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const [downloading, setDownloading] = useState(false);

  async function share() {
    const url = new URL(`/event/${event.event_id}`, window.location.origin).toString();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: event.event_name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'green', message: t('page.shared') });
    } catch (error) {
      if (isAbort(error)) return;
      console.warn('[events] Sharing failed', error);
      notifications.show({ color: 'red', message: t('page.shareFailed') });
    }
  }

  async function downloadCalendar() {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchEventCalendar(event.event_id);
      saveFile(blob, fileName);
    } catch (error) {
      console.warn('[events] The calendar file failed to download', error);
      notifications.show({ color: 'red', message: t('page.calendarFailed') });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => {
          void share();
        }}
      >
        {t('page.share')}
      </Button>
      <Button
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        loading={downloading}
        onClick={() => {
          void downloadCalendar();
        }}
      >
        {t('page.calendar')}
      </Button>
    </Group>
  );
}

/**
 * The description in the reader's language: Turkish readers get the Turkish
 * text, everyone the English one, each falling back to the other.
 */
function descriptionOf(event: EventDetail, language: string): string | null {
  return language.startsWith('tr')
    ? (event.event_description_tr ?? event.event_description)
    : (event.event_description ?? event.event_description_tr);
}

function EventView({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('events');
  const description = descriptionOf(event, i18n.language);
  const formatDateTime = useFormatEventDateTime();
  const cover = coverOf(event.images);
  const gallery = event.images.filter((image) => image !== cover);
  // Dates are the university's: "past" is judged by today's date in Istanbul.
  const [today] = useState(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: campusTimeZone }).format(new Date()),
  );

  return (
    <Stack gap="lg" component="article" aria-labelledby="event-title">
      <EventImage
        src={cover?.image_url}
        alt=""
        radius="md"
        h={{ base: 200, sm: 340 }}
        fit="cover"
      />
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={eventTypeColors[event.event_type]} variant="light">
            {t(`types.${event.event_type}`)}
          </Badge>
          {event.status === 'inactive' ? (
            <Badge color="gray" variant="outline">
              {t('statuses.inactive')}
            </Badge>
          ) : null}
        </Group>
        <Title
          order={1}
          id="event-title"
          fz={{ base: 28, sm: 36 }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.event_name}
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text>
            <VisuallyHidden>{t('page.where')}: </VisuallyHidden>
            {event.event_location}
          </Text>
        </Group>
      </Stack>
      {event.status === 'inactive' ? (
        <Alert color="gray" variant="light" icon={<IconEyeOff size={20} aria-hidden />}>
          {t('page.inactive')}
        </Alert>
      ) : null}
      <EventActions event={event} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('page.when')}
          </Title>
          <List spacing={6} icon={<IconCalendarEvent size={18} aria-hidden />} center>
            {event.event_date_times.map((value) => (
              <List.Item key={machineDateTime(value)}>
                <time dateTime={machineDateTime(value)}>{formatDateTime(value)}</time>
                {value.event_date < today ? (
                  <Badge ml="xs" size="sm" color="gray" variant="light">
                    {t('page.past')}
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('page.timeZoneNote')}
          </Text>
        </Stack>
      </Paper>
      {description === null ? null : (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('page.about')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Text>
        </Stack>
      )}
      {gallery.length === 0 ? null : (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('page.gallery')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {gallery.map((image, index) => (
              <EventImage
                key={image.image_id}
                src={image.image_url}
                alt={t('page.imageAlt', { number: index + 1, name: event.event_name })}
                radius="md"
                h={180}
                fit="cover"
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

function EventNotFound() {
  const { t } = useTranslation('events');
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>{t('page.notFound')}</Title>
      <Text c="dimmed">{t('page.notFoundBody')}</Text>
    </Stack>
  );
}

function LoadedEvent({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const event = useEvent(eventId);
  useDocumentTitle(event.data?.event_name ?? t('drawer.title'));
  if (event.isError && statusOf(event.error) === 404) return <EventNotFound />;
  return (
    <QueryState
      query={event}
      loadFailed={t('page.loadFailed')}
      loading={<LoadingState heights={[240, 36, 120]} />}
    >
      {(data) => <EventView event={data} />}
    </QueryState>
  );
}

/** `/event/{event_id}`: one event, opened from the drawer, with share and calendar download. */
export function EventPage() {
  const { t } = useTranslation('events');
  const { event_id: eventId = '' } = useParams();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to="/" label={t('page.back')} />
        {eventIdParamsSchema.safeParse({ event_id: eventId }).success ? (
          <LoadedEvent key={eventId} eventId={eventId} />
        ) : (
          <EventNotFound />
        )}
      </Stack>
    </Container>
  );
}
