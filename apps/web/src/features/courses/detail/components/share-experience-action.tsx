import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogin, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetailCourse } from '@campus/contracts';
import { useAuth } from '../../../../lib/auth-store';
import {
  DiscardChangesModal,
  UnsavedChangesGuard,
} from '../../../../components/discard-changes-modal';
import { useLoginPath } from '../login-path';
import { ExperienceForm } from './experience-form';

/**
 * "Share your experience": a button that opens the form in a modal when
 * signed in, a link to the sign-in page (which comes back here) when not.
 * Only active courses take new experiences.
 */
export function ShareExperienceAction({ course }: { course: CourseDetailCourse }) {
  const { t } = useTranslation('course-detail');
  const { t: tCommon } = useTranslation('common');
  const auth = useAuth();
  const loginPath = useLoginPath();
  const [opened, modal] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // On a phone the form takes the whole screen, so nothing beside it is squeezed.
  const phone = useMediaQuery('(max-width: 36em)');

  if (auth.loading || course.status !== 'active') return null;

  function close() {
    setDirty(false);
    setAsking(false);
    modal.close();
  }

  /** Cancel, Escape and the close button ask first when something was typed. */
  function requestClose() {
    if (pending) return;
    if (dirty) setAsking(true);
    else close();
  }

  if (!auth.isAuthenticated) {
    return (
      <Button
        component={Link}
        to={loginPath}
        variant="light"
        leftSection={<IconLogin size={16} aria-hidden />}
      >
        {t('share.signIn')}
      </Button>
    );
  }

  return (
    <>
      <Button leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={modal.open}>
        {t('share.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={t('share.title', { code: course.course_code })}
        size="lg"
        fullScreen={phone}
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      >
        <ExperienceForm
          course={course}
          onDone={close}
          onCancel={requestClose}
          onPendingChange={setPending}
          onDirtyChange={setDirty}
        />
      </Modal>
      <DiscardChangesModal
        opened={asking}
        onKeepEditing={() => {
          setAsking(false);
        }}
        onDiscard={close}
      />
      {opened ? <UnsavedChangesGuard dirty={dirty} /> : null}
    </>
  );
}
