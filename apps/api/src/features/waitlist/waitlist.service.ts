import {
  csvLine,
  waitlistFeatureNames,
  waitlistFeatures,
  type WaitlistAdminPage,
  type WaitlistAdminQuery,
  type WaitlistCounts,
  type WaitlistEntry,
  type WaitlistFeature,
  type WaitlistJoinBody,
  type WaitlistMine,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createWaitlistRepository } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.tables';

/** A person's name and e-mail address, for the admins' list and export. */
export interface PersonContact {
  first_name: string;
  last_name: string;
  email: string;
}

/** The contacts by account id, in one query; an id without an account is left out. */
export type ContactsOf = (
  userIds: readonly string[],
) => Promise<ReadonlyMap<string, PersonContact>>;

export interface WaitlistDependencies {
  db: Database;
  /** The accounts feature answers the names and e-mail addresses. */
  contactsOf: ContactsOf;
}

/** How many rows each page of the CSV export reads. */
export const exportPageSize = 500;

const csvHeader = [
  'feature',
  'feature_name',
  'first_name',
  'last_name',
  'email',
  'note',
  'joined_at',
];

function entryOf(row: WaitlistEntryRow): WaitlistEntry {
  return { feature: row.feature, note: row.note, created_at: row.created_at.toISOString() };
}

export function createWaitlistService({ db, contactsOf }: WaitlistDependencies) {
  const repository = createWaitlistRepository(db);

  async function adminRows(rows: readonly WaitlistEntryRow[]) {
    const contacts = await contactsOf([...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => {
      const contact = contacts.get(row.user_id);
      return {
        user_id: row.user_id,
        feature: row.feature,
        note: row.note,
        first_name: contact?.first_name ?? '',
        last_name: contact?.last_name ?? '',
        email: contact?.email ?? '',
        created_at: row.created_at.toISOString(),
      };
    });
  }

  return {
    async listOwn(user: AuthUser): Promise<WaitlistMine> {
      return { items: (await repository.byUser(user.userId)).map(entryOf) };
    },

    /** Joins a waitlist; 409 when the caller is already on it. */
    async join(body: WaitlistJoinBody, user: AuthUser): Promise<WaitlistEntry> {
      const note = body.note === undefined || body.note === '' ? null : body.note;
      const row = await repository.insert(user.userId, body.feature, note);
      if (row === undefined)
        throw AppError.conflictFor('already_on_waitlist', 'You are already on this waitlist');
      return entryOf(row);
    },

    /** Leaves a waitlist; 404 when the caller is not on it. */
    async leave(feature: WaitlistFeature, user: AuthUser): Promise<void> {
      const row = await repository.delete(user.userId, feature);
      if (row === undefined) throw AppError.notFound('You are not on this waitlist');
    },

    /** Every feature with its count, zero included. */
    async counts(): Promise<WaitlistCounts> {
      const byFeature = new Map((await repository.counts()).map((row) => [row.feature, row.count]));
      const items = waitlistFeatures.map((feature) => ({
        feature,
        count: byFeature.get(feature) ?? 0,
      }));
      return { items, total: items.reduce((sum, item) => sum + item.count, 0) };
    },

    async list(query: WaitlistAdminQuery): Promise<WaitlistAdminPage> {
      const { rows, total } = await repository.page(query.feature, query);
      return {
        items: await adminRows(rows),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /**
     * The CSV export, audited first, then written a page at a time: a BOM (so
     * Excel reads Turkish letters), a header and one line per entry.
     */
    async export(feature: WaitlistFeature | undefined, admin: AuthUser) {
      const { total } = await repository.page(feature, { page: 1, page_size: 10 });
      await recordRowAudit(db, admin.userId, 'waitlist.exported', null, {
        feature: feature ?? 'all',
        rows: total,
      });
      async function* lines(): AsyncGenerator<string> {
        yield `\uFEFF${csvLine(csvHeader)}`;
        for (let page = 1; ; page += 1) {
          const { rows } = await repository.page(feature, { page, page_size: exportPageSize });
          const entries = await adminRows(rows);
          yield entries
            .map((entry) =>
              csvLine([
                entry.feature,
                waitlistFeatureNames[entry.feature],
                entry.first_name,
                entry.last_name,
                entry.email,
                entry.note ?? '',
                entry.created_at,
              ]),
            )
            .join('');
          if (rows.length < exportPageSize) return;
        }
      }
      const fileName = `waitlist-${feature ?? 'all'}.csv`;
      return { fileName, lines: lines() };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
