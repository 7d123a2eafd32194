import { Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { EventForm } from './event-form';
import { EventImagesManager } from './event-images-manager';

/** What the drawer works on: an event to edit, or null to add one. */
export interface EventEditorTarget extends DrawerOpening {
  event: EventAdmin | null;
}

interface EventEditorDrawerProps {
  target: EventEditorTarget | null;
  onClose: () => void;
  /** A new event was added: the drawer goes on editing it (for its images). */
  onCreated: (event: EventAdmin) => void;
}

/** Adds or edits an event and manages its images, in a drawer that asks before losing changes. */
export function EventEditorDrawer({ target, onClose, onCreated }: EventEditorDrawerProps) {
  const { t } = useTranslation('events');
  return (
    <AddEditDrawer
      namespace="events"
      target={target}
      isNew={({ event }) => event === null}
      onClose={onClose}
    >
      {(shown, { setDirty, formProps }) => (
        <>
          <EventForm
            event={shown.event}
            {...formProps}
            onCreated={(event) => {
              setDirty(false);
              onCreated(event);
            }}
          />
          <Divider my="lg" />
          {shown.event === null ? (
            <Text size="sm" c="dimmed">
              {t('images.saveFirst')}
            </Text>
          ) : (
            <EventImagesManager event={shown.event} />
          )}
        </>
      )}
    </AddEditDrawer>
  );
}
