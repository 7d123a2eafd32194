import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  FileInput,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconShieldCheck, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/page-frames/back-link';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';
import { useProfile, useRemovePhoto, useUploadPhoto } from './api';
import { ProfileCard } from './components/profile-card';
import { initialsOf } from './initials';
import { checkPhotoFile, photoAccept, photoMaxMegabytes } from './photo-file';
import { useErrorMessage } from '../../lib/use-error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';

interface Selection {
  file: File;
  /** An object URL of the file for the preview; revoked when replaced or on leaving. */
  previewUrl: string;
}

/** `/profile/photo`: the current photo, a checked picker with a preview, Upload and Remove. */
export function ProfilePhotoPage() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const profile = useProfile();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);
  const [removeOpened, removeModal] = useDisclosure(false);
  const previewUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (previewUrl.current !== null) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function select(file: File | null) {
    if (previewUrl.current !== null) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    upload.reset();
    if (file === null) {
      setSelection(null);
      setFileError(null);
      return;
    }
    const problem = checkPhotoFile(file);
    if (problem !== undefined) {
      setSelection(null);
      setFileError(
        problem === 'size'
          ? tCommon('validation.fileTooLarge', { size: photoMaxMegabytes })
          : problem === 'empty'
            ? t('photo.emptyFile')
            : tCommon('validation.imageType'),
      );
      return;
    }
    const url = URL.createObjectURL(file);
    previewUrl.current = url;
    setFileError(null);
    setSelection({ file, previewUrl: url });
  }

  function submitUpload() {
    if (selection === null) return;
    upload.mutate(selection.file, {
      onSuccess: () => {
        select(null);
        notifications.show({ color: 'green', message: t('photo.uploaded') });
      },
    });
  }

  function confirmRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        removeModal.close();
        notifications.show({ color: 'green', message: t('photo.removed') });
      },
    });
  }

  const data = profile.data;
  const name = data === undefined ? '' : `${data.user_first_name} ${data.user_last_name}`.trim();

  return (
    <PageFrame
      title={t('photo.title')}
      header={<BackLink to="/profile/view" label={t('photo.backToProfile')} />}
    >
      <QueryState
        query={profile}
        loadFailed={t('view.loadFailed')}
        loading={<LoadingState heights={[128, 140]} />}
      >
        {(current) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ProfileCard id="photo-current" title={t('photo.current')} size="h4">
                <Stack align="center" gap="md">
                  <Avatar
                    src={current.user_photo_url}
                    alt={t('header.photoAlt', { name: name === '' ? current.user_email : name })}
                    size={128}
                    radius={128}
                    color="initials"
                    name={name === '' ? current.user_email : name}
                  >
                    {initialsOf(
                      current.user_first_name,
                      current.user_last_name,
                      current.user_email,
                    )}
                  </Avatar>
                  {current.user_photo_url === null ? (
                    <Text size="sm" c="dimmed">
                      {t('photo.none')}
                    </Text>
                  ) : (
                    <Button
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={removeModal.open}
                    >
                      {t('photo.remove')}
                    </Button>
                  )}
                </Stack>
              </ProfileCard>
              <ProfileCard id="photo-new" title={t('photo.new')} size="h4">
                <Stack gap="md">
                  <Paper
                    withBorder
                    radius="md"
                    p="md"
                    style={{
                      borderStyle: 'dashed',
                      borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
                    }}
                    onDragOver={(event) => {
                      event.preventDefault();
                      setDragging(true);
                    }}
                    onDragLeave={() => {
                      setDragging(false);
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      setDragging(false);
                      select(event.dataTransfer.files.item(0));
                    }}
                  >
                    <Stack gap="sm" align="center">
                      {selection === null ? (
                        <IconPhoto size={48} stroke={1.2} aria-hidden />
                      ) : (
                        <Image
                          src={selection.previewUrl}
                          alt={t('photo.previewAlt')}
                          w={128}
                          h={128}
                          radius={128}
                          fit="cover"
                        />
                      )}
                      <Text size="sm" c="dimmed" ta="center">
                        {t('photo.dropHint')}
                      </Text>
                      <FileInput
                        w="100%"
                        label={t('photo.choose')}
                        description={t('photo.rules', { size: photoMaxMegabytes })}
                        placeholder={t('photo.placeholder')}
                        accept={photoAccept}
                        clearable
                        value={selection?.file ?? null}
                        error={fileError}
                        onChange={select}
                        leftSection={<IconPhoto size={16} aria-hidden />}
                      />
                    </Stack>
                  </Paper>
                  {upload.isError ? <ErrorAlert>{errorMessage(upload.error)}</ErrorAlert> : null}
                  <Group justify="flex-end">
                    <Button
                      leftSection={<IconUpload size={16} aria-hidden />}
                      disabled={selection === null}
                      loading={upload.isPending}
                      onClick={submitUpload}
                    >
                      {t('photo.upload')}
                    </Button>
                  </Group>
                </Stack>
              </ProfileCard>
            </SimpleGrid>
            <Alert
              variant="light"
              color="blue"
              title={t('photo.privacyTitle')}
              icon={<IconShieldCheck size={20} aria-hidden />}
            >
              <List size="sm" spacing={4}>
                <List.Item>{t('photo.privacyReencoded')}</List.Item>
                <List.Item>{t('photo.privacyMetadata')}</List.Item>
                <List.Item>{t('photo.privacyVisible')}</List.Item>
              </List>
            </Alert>
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={removeOpened}
        title={t('photo.removeTitle')}
        body={t('photo.removeBody')}
        confirmLabel={t('photo.remove')}
        confirmColor="red"
        pending={remove.isPending}
        error={remove.error}
        onClose={removeModal.close}
        onConfirm={confirmRemove}
      />
    </PageFrame>
  );
}
