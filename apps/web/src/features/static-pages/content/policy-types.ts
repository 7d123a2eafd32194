/** The five legal texts, as named in their routes (`/policies/{policy}`). */
export type PolicyKey = 'privacy' | 'terms' | 'kvkk' | 'aydinlatma' | 'cookie-policy';

/** Every policy, in the order the policy pages list them. */
export const POLICY_KEYS: readonly PolicyKey[] = [
  'privacy',
  'terms',
  'kvkk',
  'aydinlatma',
  'cookie-policy',
];

/** The date every policy text was last revised (ISO 8601). */
export const POLICY_LAST_UPDATED = '2026-11-21';

/** A small table inside a section, such as the list of stored items in the cookie policy. */
export interface PolicyTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** One numbered section of a policy; `id` is its anchor and is the same in every language. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  table?: PolicyTable;
  closing?: string[];
}

/** A whole policy text in one language. */
export interface PolicyDocument {
  title: string;
  summary: string;
  sections: PolicySection[];
}

/** Values that the texts mention but that depend on the deployment. */
export interface PolicyContext {
  contactEmail: string;
}
