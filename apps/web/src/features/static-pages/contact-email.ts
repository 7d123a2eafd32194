const DEFAULT_CONTACT_EMAIL = 'hello@campushub.test';

/** The team's public contact address: `VITE_CONTACT_EMAIL` at build time, else the default. */
export function getContactEmail(): string {
  const configured: unknown = import.meta.env.VITE_CONTACT_EMAIL;
  if (typeof configured === 'string' && configured.trim() !== '') {
    return configured.trim();
  }
  return DEFAULT_CONTACT_EMAIL;
}
