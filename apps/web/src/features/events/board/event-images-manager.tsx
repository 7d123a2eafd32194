import { useRef, useState } from 'react';
import { Badge, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  eventImageMediaTypes,
  eventLimits,
  type EventAdmin,
  type EventImage as EventImageData,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import {
  eventImageForm,
  useDeleteEventImage,
  useSetEventCover,
  useUploadEventImage,
  withNormalizedImages,
} from '../api';
import { EventImage } from '../components/event-image';
import { RowAction } from '../../../components/row-action';
import { BareList } from '../../../components/bare-list';

const imageMaxMegabytes = eventLimits.imageMaxBytes / (1024 * 1024);
const imageExtensions = /\.(png|jpe?g|webp)$/i;

type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Checks a chosen file before it is sent (the server checks its content again). */
function checkFile(file: File): FileProblem | undefined {
  const typeOk =
    file.type === ''
      ? imageExtensions.test(file.name)
      : (eventImageMediaTypes as readonly string[]).includes(file.type);
  if (!typeOk) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > eventLimits.imageMaxBytes) return 'tooLarge';
  return undefined;
}

interface EventImagesManagerProps {
  event: EventAdmin;
}

/** Upload, cover choice and deletion of an event's images; each change is saved at once. */
export function EventImagesManager({ event }: EventImagesManagerProps) {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const [images, setImages] = useState<EventImageData[]>(event.images);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadEventImage();
  const setCover = useSetEventCover();
  const remove = useDeleteEventImage();
  const resetRef = useRef<() => void>(null);
  const busy = upload.isPending || setCover.isPending || remove.isPending;
  const isFull = images.length >= eventLimits.imagesMax;

  function done(message: string) {
    return (updated: EventAdmin) => {
      setImages(withNormalizedImages(updated).images);
      notifications.show({ color: 'green', message });
    };
  }

  function failed(error: unknown) {
    setFailure(errorMessage(error));
  }

  function chosen(file: File | null) {
    resetRef.current?.();
    if (file === null) return;
    const problem = checkFile(file);
    if (problem !== undefined) {
      setFailure(t(`images.${problem}`, { size: imageMaxMegabytes }));
      return;
    }
    setFailure(null);
    upload.mutate(
      { params: { event_id: event.event_id }, body: eventImageForm(file) },
      { onSuccess: done(t('images.uploaded')), onError: failed },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-images-title">
      <Title order={3} size="h4" id="event-images-title">
        {t('images.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('images.hint', { size: imageMaxMegabytes, max: eventLimits.imagesMax })}
      </Text>
      {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
      <Group>
        <FileButton
          resetRef={resetRef}
          accept={eventImageMediaTypes.join(',')}
          onChange={chosen}
          disabled={isFull || busy}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              loading={upload.isPending}
              disabled={isFull || busy}
            >
              {t('images.choose')}
            </Button>
          )}
        </FileButton>
        {isFull ? (
          <Text size="sm" c="dimmed">
            {t('images.full', { max: eventLimits.imagesMax })}
          </Text>
        ) : null}
      </Group>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('images.none')}
        </Text>
      ) : (
        <BareList gap="sm" columns={{ base: 2, sm: 3 }}>
          {images.map((image, index) => {
            const number = index + 1;
            const isCover = image.image_type === 'cover';
            return (
              <Card key={image.image_id} withBorder padding={6} radius="md" component="li">
                <Card.Section>
                  <EventImage
                    src={image.image_url}
                    alt={t('images.alt', { number })}
                    h={90}
                    fit="cover"
                  />
                </Card.Section>
                <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
                  {isCover ? (
                    <Badge size="sm" variant="filled">
                      {t('images.cover')}
                    </Badge>
                  ) : (
                    <RowAction
                      tooltip={t('images.makeCover', { number })}
                      label={t('images.makeCover', { number })}
                      icon={IconStar}
                      disabled={busy}
                      onClick={() => {
                        setFailure(null);
                        setCover.mutate(
                          { params: { event_id: event.event_id, image_id: image.image_id } },
                          { onSuccess: done(t('images.coverSet')), onError: failed },
                        );
                      }}
                    />
                  )}
                  <RowAction
                    tooltip={t('images.delete', { number })}
                    label={t('images.delete', { number })}
                    icon={IconTrash}
                    danger
                    disabled={busy}
                    onClick={() => {
                      setFailure(null);
                      remove.mutate(
                        { params: { event_id: event.event_id, image_id: image.image_id } },
                        { onSuccess: done(t('images.deleted')), onError: failed },
                      );
                    }}
                  />
                </Group>
              </Card>
            );
          })}
        </BareList>
      )}
    </Stack>
  );
}
