import { matchingLimits, type MatchBlock, type MatchBlockBody } from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { createBlocksRepository } from './blocks.repository';
import { createMatchesRepository } from './matches.repository';
import { createParticipantsRepository } from './participants.repository';
import { emailHashOf, iso, maskEmail, matchingErrors, pairKey } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchBlockRow } from './matching.tables';

function blockOf(row: MatchBlockRow): MatchBlock {
  return {
    block_id: row.block_id,
    kind: row.email_hash === null ? 'match' : 'email',
    label: row.label,
    created_at: iso(row.created_at),
  };
}

/**
 * Blocks: a person never meets whom they blocked, either way. An e-mail
 * address is kept as a keyed hash, so the block works once that person signs
 * up, and answering the same for every address never reveals whether an
 * account exists.
 */
export function createBlocksService(dependencies: MatchingDependencies) {
  const { db, secret, people } = dependencies;
  const reader = createBlocksRepository(db);

  /** Blocks the partner of a match (reporting a match does it too). */
  async function blockPartner(
    executor: Executor,
    userId: string,
    matchId: string,
  ): Promise<MatchBlockRow | undefined> {
    const members = await createMatchesRepository(executor).findMembers([matchId]);
    if (!members.some((member) => member.user_id === userId)) throw matchingErrors.noSuchMatch();
    const partner = members.find((member) => member.user_id !== userId);
    if (partner === undefined) return undefined;
    const [match] = await createMatchesRepository(executor).findMany([matchId]);
    const partnerParticipant =
      match === undefined
        ? undefined
        : await createParticipantsRepository(executor).findOf(match.round_id, partner.user_id);
    return createBlocksRepository(executor).insert({
      blocker_id: userId,
      blocked_user_id: partner.user_id,
      label: partnerParticipant?.alias ?? '',
    });
  }

  return {
    blockPartner,

    async findOwnBlocks(user: AuthUser): Promise<{ items: MatchBlock[] }> {
      return { items: (await reader.findOwn(user.userId)).map(blockOf) };
    },

    async createBlock(body: MatchBlockBody, user: AuthUser): Promise<MatchBlock> {
      if ((await reader.countOwn(user.userId)) >= matchingLimits.maxBlocks)
        throw AppError.conflictFor(
          'too_many_blocks',
          `At most ${String(matchingLimits.maxBlocks)} blocks can be kept`,
          { max: matchingLimits.maxBlocks },
        );
      if ('email' in body) {
        if (body.email.trim().toLowerCase() === user.email.toLowerCase())
          throw matchingErrors.rule('body.email', 'You cannot block yourself', 'own_email');
        const row = await reader.insert({
          blocker_id: user.userId,
          email_hash: emailHashOf(secret, body.email),
          label: maskEmail(body.email),
        });
        if (row === undefined)
          throw AppError.conflictFor('already_blocked', 'This address is blocked already');
        return blockOf(row);
      }
      const row = await db.transaction((transaction) =>
        blockPartner(transaction, user.userId, body.match_id),
      );
      if (row === undefined)
        throw AppError.conflictFor('already_blocked', 'This person is blocked already');
      return blockOf(row);
    },

    async removeBlock(blockId: string, user: AuthUser): Promise<void> {
      if (!(await reader.remove(user.userId, blockId))) throw matchingErrors.noSuchBlock();
    },

    /** The pairs among these people that a block separates (either way), as `a:b` keys. */
    async findBlockedPairs(executor: Executor, userIds: readonly string[]): Promise<Set<string>> {
      const contacts = await people.contactsOf(userIds);
      const byHash = new Map<string, string>();
      for (const [userId, contact] of contacts)
        byHash.set(emailHashOf(secret, contact.email), userId);
      const rows = await createBlocksRepository(executor).findAmong(userIds, [...byHash.keys()]);
      const blocked = new Set<string>();
      for (const row of rows) {
        const target =
          row.blocked_user_id ?? (row.email_hash === null ? undefined : byHash.get(row.email_hash));
        if (target !== undefined && target !== row.blocker_id)
          blocked.add(pairKey(row.blocker_id, target));
      }
      return blocked;
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
