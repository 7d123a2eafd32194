import { useTranslation } from 'react-i18next';
import type { InstagramPost } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { InstagramPostForm } from './instagram-post-form';

/** What the drawer works on: a post to edit, or null to add one. */
export interface InstagramEditorTarget {
  post: InstagramPost | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface InstagramEditorDrawerProps {
  target: InstagramEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits a featured post in a drawer that asks before unsaved changes are lost. */
export function InstagramEditorDrawer({ target, onClose }: InstagramEditorDrawerProps) {
  const { t } = useTranslation('instagram');
  return (
    <EditorDrawer
      target={target}
      title={({ post }) => (post === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <InstagramPostForm key={shown.opening} post={shown.post} {...formProps} />
      )}
    </EditorDrawer>
  );
}
