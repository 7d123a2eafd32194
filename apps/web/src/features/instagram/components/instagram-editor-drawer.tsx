import type { InstagramPost } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { InstagramPostForm } from './instagram-post-form';

/** What the drawer works on: a post to edit, or null to add one. */
export interface InstagramEditorTarget extends DrawerOpening {
  post: InstagramPost | null;
}

interface InstagramEditorDrawerProps {
  target: InstagramEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits a featured post in a drawer that asks before unsaved changes are lost. */
export function InstagramEditorDrawer({ target, onClose }: InstagramEditorDrawerProps) {
  return (
    <AddEditDrawer
      namespace="instagram"
      target={target}
      isNew={({ post }) => post === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => <InstagramPostForm post={shown.post} {...formProps} />}
    </AddEditDrawer>
  );
}
