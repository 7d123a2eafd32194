import type { Listing, ListingCategory, ListingWriteInput } from '@campus/contracts';

/** What the listing form holds; the expiry as the date input's `YYYY-MM-DD` text. */
export interface ListingFormValues {
  category: ListingCategory;
  title: string;
  description: string;
  contact: string;
  expires_on: string;
}

export function newListingValues(category: ListingCategory): ListingFormValues {
  return { category, title: '', description: '', contact: '', expires_on: '' };
}

export function toListingFormValues(listing: Listing): ListingFormValues {
  return {
    category: listing.category,
    title: listing.title,
    description: listing.description,
    contact: listing.contact,
    expires_on: listing.expires_on,
  };
}

export function toListingWriteInput(values: ListingFormValues): ListingWriteInput {
  return { ...values };
}

export function sameValues(left: ListingFormValues, right: ListingFormValues): boolean {
  return (Object.keys(left) as (keyof ListingFormValues)[]).every(
    (key) => left[key] === right[key],
  );
}
