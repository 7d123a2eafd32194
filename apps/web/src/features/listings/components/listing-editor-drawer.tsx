import type { Listing, ListingCategory } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { ListingForm } from './listing-form';

/** What the drawer works on: a listing to edit, or null to post one in a category. */
export interface ListingEditorTarget extends DrawerOpening {
  listing: Listing | null;
  category: ListingCategory;
}

interface ListingEditorDrawerProps {
  target: ListingEditorTarget | null;
  onClose: () => void;
}

/** Posts or edits a listing in a drawer that asks before unsaved changes are lost. */
export function ListingEditorDrawer({ target, onClose }: ListingEditorDrawerProps) {
  return (
    <AddEditDrawer
      namespace="listings"
      target={target}
      isNew={({ listing }) => listing === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <ListingForm listing={shown.listing} category={shown.category} {...formProps} />
      )}
    </AddEditDrawer>
  );
}
