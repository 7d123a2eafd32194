import { foldSearchText } from '@campus/contracts';
import type { Transaction } from '../db/database';
import type { FileStore } from './file-store';

/** A fictional contributor of the demo university, as the community seeds name them. */
export interface DemoContributor {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * Who the community features' demo content belongs to: the demo accounts,
 * the fictional contributors (in the order they were inserted), and where
 * generated files go.
 */
export interface DemoPeople {
  studentId: string;
  graduateId: string;
  moderatorId: string;
  adminId: string;
  contributorIds: readonly string[];
  contributors: readonly DemoContributor[];
  /** Where generated covers, images and CVs go; the content has no files without it. */
  files: FileStore | undefined;
  /** The moment the dates of this seed count from. */
  now: Date;
}

/**
 * A feature's demo data, inserted in the seed's transaction. apps/api/src/seed.ts
 * lists them in order: later seeds read what earlier ones wrote.
 */
export type FeatureSeed = (transaction: Transaction, demo: DemoPeople) => Promise<void>;

/** The e-mail domain of every demo account. */
const demoEmailDomain = 'campushub.test';

/**
 * A fictional person's address, the same in every feature that makes one:
 * `Şevval Işıklı` → `sevval.isikli@campushub.test`.
 */
export function demoPersonEmail(given: string, surname: string): string {
  const local = [given, surname]
    .map((part) => foldSearchText(part).replace(/[^a-z0-9]/g, ''))
    .join('.');
  return `${local}@${demoEmailDomain}`;
}
