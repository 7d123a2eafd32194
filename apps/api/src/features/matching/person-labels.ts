import type { Executor } from '../../db/database';
import type { MatchingPeople } from './matching-ports';
import { createParticipantsRepository } from './participants.repository';

export interface PersonLabel {
  user_id: string;
  participant_id: string | null;
  name: string;
  alias: string;
}

/**
 * Names (from the accounts, one query) and aliases (from the round's
 * participants) of the people on an admin page, by round and account.
 */
export async function labelPeople(
  executor: Executor,
  people: MatchingPeople,
  entries: readonly { roundId: string; userId: string }[],
): Promise<(roundId: string, userId: string) => PersonLabel> {
  const userIds = [...new Set(entries.map((entry) => entry.userId))];
  const contacts = await people.contactsOf(userIds);
  const aliases = new Map<string, { alias: string; participantId: string }>();
  const byRound = new Map<string, string[]>();
  for (const entry of entries)
    byRound.set(entry.roundId, [...(byRound.get(entry.roundId) ?? []), entry.userId]);
  const participants = createParticipantsRepository(executor);
  for (const [roundId, ids] of byRound)
    for (const row of await participants.findManyOf(roundId, [...new Set(ids)]))
      aliases.set(`${roundId}:${row.user_id}`, {
        alias: row.alias,
        participantId: row.participant_id,
      });
  return (roundId, userId) => {
    const contact = contacts.get(userId);
    const participant = aliases.get(`${roundId}:${userId}`);
    return {
      user_id: userId,
      participant_id: participant?.participantId ?? null,
      name: contact === undefined ? '' : `${contact.first_name} ${contact.last_name}`,
      alias: participant?.alias ?? '',
    };
  };
}
