import { useTranslation } from 'react-i18next';
import type { Listing, ListingCategory } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { ListingForm } from './listing-form';

/** What the drawer works on: a listing to edit, or null to post one in a category. */
export interface ListingEditorTarget {
  listing: Listing | null;
  category: ListingCategory;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface ListingEditorDrawerProps {
  target: ListingEditorTarget | null;
  onClose: () => void;
}

/** Posts or edits a listing in a drawer that asks before unsaved changes are lost. */
export function ListingEditorDrawer({ target, onClose }: ListingEditorDrawerProps) {
  const { t } = useTranslation('listings');
  return (
    <EditorDrawer
      target={target}
      title={({ listing }) => (listing === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <ListingForm
          key={shown.opening}
          listing={shown.listing}
          category={shown.category}
          {...formProps}
        />
      )}
    </EditorDrawer>
  );
}
