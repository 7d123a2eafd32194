import {
  matchingLimits,
  matchPhysicalSchema,
  type MatchPhysical,
  type MatchPhysicalAdmin,
  type MatchPhysicalAdminBody,
  type MatchPhysicalBody,
  type MatchPhysicalListQuery,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { iso, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchPhysicalRow } from './matching.tables';
import { createPhysicalsRepository, type PhysicalValues } from './physicals.repository';
import { pageOf } from '../../platform/wire-page';

export function physicalOf(row: MatchPhysicalRow): MatchPhysical {
  return matchPhysicalSchema.parse({
    physical_id: row.physical_id,
    birth_year: row.birth_year,
    gender: row.gender,
    genders_sought: row.genders_sought,
    age_min: row.age_min,
    age_max: row.age_max,
    height_cm: row.height_cm,
    height_min: row.height_min,
    height_max: row.height_max,
    campus: row.campus,
    same_campus_only: row.same_campus_only,
    department: row.department,
    class_year: row.class_year,
    languages: row.languages,
    meeting_mode: row.meeting_mode,
    availability: row.availability,
    visible_fields: row.visible_fields,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

/** The body's values once its rules hold: an age of at least 16, no minimum above its maximum. */
export function physicalValuesOf(body: MatchPhysicalBody, now: Date): PhysicalValues {
  const age = now.getUTCFullYear() - body.birth_year;
  if (age < matchingLimits.minAge)
    throw matchingErrors.rule(
      'body.birth_year',
      `Participants must be at least ${String(matchingLimits.minAge)} years old`,
      'too_young',
    );
  if (age > 120)
    throw matchingErrors.rule('body.birth_year', 'birth_year is not a real birth year', 'too_old');
  const ranges: [string, number | null, number | null][] = [
    ['age', body.age_min, body.age_max],
    ['height', body.height_min, body.height_max],
  ];
  for (const [name, min, max] of ranges)
    if (min !== null && max !== null && min > max)
      throw matchingErrors.rule(
        `body.${name}_min`,
        `${name}_min must not be above ${name}_max`,
        'min_above_max',
      );
  const unique = <Value>(values: readonly Value[]) => [...new Set(values)];
  return {
    birth_year: body.birth_year,
    gender: body.gender,
    genders_sought: unique(body.genders_sought),
    age_min: body.age_min,
    age_max: body.age_max,
    height_cm: body.height_cm,
    height_min: body.height_min,
    height_max: body.height_max,
    campus: body.campus,
    same_campus_only: body.same_campus_only,
    department: body.department,
    class_year: body.class_year,
    languages: unique(body.languages),
    meeting_mode: body.meeting_mode,
    availability: unique(body.availability),
    visible_fields: unique(body.visible_fields),
  };
}

/** The fields an admin's correction may change (the audit names those that differ). */
const auditedFields = Object.keys(matchPhysicalSchema.shape).filter(
  (key) => !['physical_id', 'created_at', 'updated_at'].includes(key),
) as (keyof MatchPhysicalRow)[];

/** Physical records: each person's own, and the admins' list and corrections (audited). */
export function createPhysicalsService(dependencies: MatchingDependencies) {
  const { db, people } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createPhysicalsRepository(db);

  async function describeMany(rows: MatchPhysicalRow[]): Promise<MatchPhysicalAdmin[]> {
    const contacts = await people.contactsOf([...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => {
      const contact = contacts.get(row.user_id);
      return {
        ...physicalOf(row),
        user_id: row.user_id,
        name: contact === undefined ? '' : `${contact.first_name} ${contact.last_name}`,
        email: contact?.email ?? '',
        updated_by: row.updated_by,
      };
    });
  }

  async function describeOne(row: MatchPhysicalRow): Promise<MatchPhysicalAdmin> {
    const [described] = await describeMany([row]);
    if (described === undefined) throw matchingErrors.noSuchPhysical();
    return described;
  }

  return {
    async findOwnPhysical(user: AuthUser): Promise<MatchPhysical | null> {
      const row = await reader.findOf(user.userId);
      return row === undefined ? null : physicalOf(row);
    },

    async saveOwnPhysical(body: MatchPhysicalBody, user: AuthUser): Promise<MatchPhysical> {
      const values = physicalValuesOf(body, now());
      return physicalOf(await reader.save(user.userId, { ...values, updated_by: null }));
    },

    async findPhysicals(query: MatchPhysicalListQuery) {
      const userIds =
        query.q === undefined || query.q === ''
          ? undefined
          : await people.userIdsMatching(query.q, 500);
      const { rows, total } = await reader.findPage({ ...query, userIds });
      return pageOf(await describeMany(rows), query, total);
    },

    async findPhysical(physicalId: string): Promise<MatchPhysicalAdmin> {
      const row = await reader.find(physicalId);
      if (row === undefined) throw matchingErrors.noSuchPhysical();
      return describeOne(row);
    },

    async updatePhysical(
      physicalId: string,
      body: MatchPhysicalAdminBody,
      admin: AuthUser,
    ): Promise<MatchPhysicalAdmin> {
      const { updated_at: readAt, ...record } = body;
      const values = physicalValuesOf(record, now());
      const row = await db.transaction(async (transaction) => {
        const physicals = createPhysicalsRepository(transaction);
        const before = await physicals.find(physicalId, true);
        if (before === undefined) throw matchingErrors.noSuchPhysical();
        if (before.updated_at.getTime() !== new Date(readAt).getTime())
          throw AppError.conflictFor(
            'changed_meanwhile',
            'The record was changed meanwhile (by its owner or another admin): reload it and try again',
          );
        const after = await physicals.update(physicalId, { ...values, updated_by: admin.userId });
        if (after === undefined) throw matchingErrors.noSuchPhysical();
        await recordRowAudit(transaction, admin.userId, 'match_physical.updated', physicalId, {
          user_id: after.user_id,
          fields: changedFields(auditedFields, before, after),
        });
        return after;
      });
      return describeOne(row);
    },
  };
}

export type PhysicalsService = ReturnType<typeof createPhysicalsService>;
