import type { ContactPlatform, ContactWriteInput, Locale } from '@campus/contracts';

/** The form's payload before the check: the platform may still be unchosen (''). */
export type ContactPayload = Omit<ContactWriteInput, 'platform'> & { platform: string };

/** The contact form's fields as the form keeps them (every one a string). */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  platform: ContactPlatform | '';
  details: string;
  /** The honeypot: hidden from people, filled by bots. */
  website: string;
}

export function newContactValues(
  person: { first_name: string; last_name: string; email: string } | null,
): ContactFormValues {
  return {
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    email: person?.email ?? '',
    phone: '',
    subject: '',
    platform: '',
    details: '',
    website: '',
  };
}

/** What `POST contacts` receives; an empty phone is left out. */
export function toContactPayload(values: ContactFormValues, locale: Locale): ContactPayload {
  const phone = values.phone.trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    ...(phone === '' ? {} : { phone }),
    subject: values.subject,
    // An unchosen platform stays empty, so the check says it is required.
    platform: values.platform,
    details: values.details,
    locale,
    ...(values.website === '' ? {} : { website: values.website }),
  };
}
