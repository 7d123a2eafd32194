import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Stack, Title, type ContainerProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../error-alert';
import { LoadErrorState } from '../load-error-state';
import { LoadingState } from '../loading-state';
import { useDocumentTitle } from '../use-document-title';
import { BackLink } from './back-link';
import { ConfirmDialog } from '../confirm-dialog';

export interface DetailPageDelete {
  /** The modal's title, for example 'Delete this matter?'. */
  title: string;
  /** The modal's sentence about what goes. */
  body: string;
  /** The notification after deleting. */
  done: string;
  /** Deletes (the caller's mutation function, which also refreshes its lists). */
  run: () => Promise<unknown>;
}

export interface DetailPageFrameProps<T> {
  /** The list page and the back link's text. */
  backTo: string;
  backLabel: string;
  /** The title while loading or when the id is wrong. */
  fallbackTitle: string;
  /** False when the route's id is not a valid id: a "not found" alert is shown. */
  validId: boolean;
  /** The read of the thing (TanStack Query). */
  query: UseQueryResult<T>;
  /** The h1 (and tab title) of the loaded thing. */
  title: (data: T) => string;
  /** Badges or a short line under the title. */
  subtitle?: (data: T) => ReactNode;
  /** The edit page; the Edit button is left out when undefined. */
  editTo?: string;
  /** The Delete button and its confirmation; left out when undefined. */
  remove?: (data: T) => DetailPageDelete;
  /** More buttons beside Edit and Delete. */
  actions?: (data: T) => ReactNode;
  /** Shown above everything else inside the page's container (a section's navigation). */
  header?: ReactNode;
  /** The page's width: `md` unless its body needs more (wide tables). */
  size?: ContainerProps['size'];
  /** The page's own words for a wrong id and a failed read; the common ones when absent. */
  notFound?: string;
  loadFailed?: string;
  /** The body of the loaded thing. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of a detail page: back link, title, Edit and Delete
 * buttons (delete asks first and shows the API's refusal, such as a 409
 * "in use", inside the modal), loading, not found and load-error states.
 */
export function DetailPageFrame<T>({
  backTo,
  backLabel,
  fallbackTitle,
  validId,
  query,
  title,
  subtitle,
  editTo,
  remove,
  actions,
  header,
  size = 'md',
  notFound,
  loadFailed,
  children,
}: DetailPageFrameProps<T>) {
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const data = query.data;
  const deletion = data === undefined || remove === undefined ? undefined : remove(data);
  const mutation = useMutation({
    mutationFn: async () => {
      if (deletion !== undefined) await deletion.run();
    },
    onSuccess: () => {
      setConfirming(false);
      if (deletion !== undefined) notifications.show({ color: 'green', message: deletion.done });
      void navigate(backTo);
    },
  });
  useDocumentTitle(data === undefined ? fallbackTitle : title(data));

  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      {header}
      <Stack gap="md">
        <BackLink to={backTo} label={backLabel} />
        {!validId ? (
          <>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {fallbackTitle}
            </Title>
            <ErrorAlert>{notFound ?? tCommon('page.notFound')}</ErrorAlert>
          </>
        ) : data !== undefined ? (
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ wordBreak: 'break-word' }}>
                {title(data)}
              </Title>
              {subtitle === undefined ? null : subtitle(data)}
            </Stack>
            {editTo === undefined && deletion === undefined && actions === undefined ? null : (
              <Group gap="sm">
                {editTo === undefined ? null : (
                  <Button
                    component={Link}
                    to={editTo}
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    {tCommon('actions.edit')}
                  </Button>
                )}
                {deletion === undefined ? null : (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      mutation.reset();
                      setConfirming(true);
                    }}
                  >
                    {tCommon('actions.delete')}
                  </Button>
                )}
                {actions === undefined ? null : actions(data)}
              </Group>
            )}
            {children(data)}
            {deletion === undefined ? null : (
              <ConfirmDialog
                opened={confirming}
                onClose={() => {
                  setConfirming(false);
                }}
                title={deletion.title}
                body={deletion.body}
                confirmLabel={tCommon('actions.delete')}
                confirmColor="red"
                confirmIcon={IconTrash}
                pending={mutation.isPending}
                error={mutation.error}
                onConfirm={() => {
                  mutation.mutate();
                }}
              />
            )}
          </Stack>
        ) : query.isError ? (
          <>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {fallbackTitle}
            </Title>
            <LoadErrorState title={loadFailed ?? tCommon('page.loadFailed')} query={query} />
          </>
        ) : (
          <LoadingState heights={[40, 36, 240]} firstWidth="60%" />
        )}
      </Stack>
    </Container>
  );
}
