import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { voteOptions, voteQuestions, votes } from './votes.tables';
import type { VoteQuestionStatus } from '@campus/contracts';

interface DemoQuestion {
  title: string;
  description?: string;
  options: readonly string[];
  status: VoteQuestionStatus;
  /** Relative popularity of each option among the contributors who vote. */
  weights?: readonly number[];
  reviewNote?: string;
  daysAgo: number;
  /** Proposed by the demo student instead of a contributor. */
  byDemoStudent?: boolean;
}

/** The demo questions: campus topics in English and Turkish, of every status. */
const demoQuestions: readonly DemoQuestion[] = [
  {
    title: 'Should the library stay open 24/7 during the finals weeks?',
    description:
      'The central library currently closes at 23:00. The student council asks whether it should stay open around the clock for the two finals weeks.',
    options: ['Yes, 24/7', 'Until 02:00 is enough', 'Keep the current hours'],
    status: 'published',
    weights: [6, 3, 1],
    daysAgo: 12,
  },
  {
    title: 'Bahar şenliğinde hangi etkinlik olsun?',
    description: 'Bu yılki bahar şenliği için öğrenci konseyinin kısa listesi.',
    options: ['Konser', 'Sokak lezzetleri festivali', 'Açık hava sineması', 'Spor turnuvası'],
    status: 'published',
    weights: [5, 3, 2, 2],
    daysAgo: 8,
  },
  {
    title: 'Which new option would you like in the cafeteria?',
    options: ['More vegan dishes', 'A salad bar', 'Gluten-free menu', 'Late-night snacks'],
    status: 'published',
    weights: [3, 4, 1, 4],
    daysAgo: 5,
  },
  {
    title: 'Ring servisleri hafta sonu da çalışsın mı?',
    description: 'Kampüs içi ring servisleri şu an yalnızca hafta içi çalışıyor.',
    options: ['Evet, cumartesi ve pazar', 'Yalnızca cumartesi', 'Hayır, gerek yok'],
    status: 'published',
    weights: [5, 2, 1],
    daysAgo: 3,
  },
  {
    title: 'Should study rooms be bookable online?',
    description: 'Book a group study room in the library for up to two hours.',
    options: ['Yes', 'No, first come first served'],
    status: 'proposed',
    daysAgo: 1,
    byDemoStudent: true,
  },
  {
    title: 'Yurtlarda sessiz saatler kaçta başlamalı?',
    options: ['22:00', '23:00', '00:00'],
    status: 'proposed',
    daysAgo: 1,
  },
  {
    title: 'Who is the best lecturer this term?',
    options: ['Dr. A', 'Dr. B', 'Dr. C'],
    status: 'rejected',
    reviewNote:
      'Questions that rank people by name are not published; please ask about courses or services instead.',
    daysAgo: 6,
  },
];

const day = 24 * 60 * 60 * 1000;

/** Picks an option for a voter, spread by the weights (deterministic). */
function choose(weights: readonly number[], voter: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let point = (voter * 7 + 3) % total;
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index;
    point -= weight;
  }
  return 0;
}

/**
 * Writes the demo questions; the published ones get votes from most of the
 * contributors. The demo student has proposed one and voted on none, so the
 * demo shows the vote buttons.
 */
export async function insertVotes(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { contributorIds: voterIds, studentId: demoStudentId, moderatorId, now } = demo;
  for (const [index, question] of demoQuestions.entries()) {
    const createdAt = new Date(now.getTime() - question.daysAgo * day);
    const proposer = question.byDemoStudent
      ? demoStudentId
      : (voterIds[index % Math.max(1, voterIds.length)] ?? demoStudentId);
    const [row] = await transaction
      .insert(voteQuestions)
      .values({
        title: question.title,
        description: question.description ?? null,
        status: question.status,
        proposed_by: proposer,
        reviewed_by: question.status === 'proposed' ? null : moderatorId,
        review_note: question.reviewNote ?? null,
        published_at:
          question.status === 'published' ? new Date(createdAt.getTime() + day / 2) : null,
        created_at: createdAt,
      })
      .returning({ question_id: voteQuestions.question_id });
    if (row === undefined) continue;
    const inserted = await transaction
      .insert(voteOptions)
      .values(
        question.options.map((label, position) => ({
          question_id: row.question_id,
          label,
          position,
        })),
      )
      .returning({ option_id: voteOptions.option_id, position: voteOptions.position });
    const byPosition = new Map(inserted.map((option) => [option.position, option.option_id]));
    const weights = question.weights;
    if (question.status !== 'published' || weights === undefined) continue;
    // About four in five contributors vote, each on a day after publication.
    const ballots = voterIds.flatMap((voterId, voter) => {
      if ((voter + index) % 5 === 0) return [];
      const optionId = byPosition.get(choose(weights, voter + index));
      if (optionId === undefined) return [];
      const castAt = new Date(
        createdAt.getTime() + day + ((voter * 3_600_000) % (question.daysAgo * day - day)),
      );
      return [
        { question_id: row.question_id, option_id: optionId, user_id: voterId, created_at: castAt },
      ];
    });
    if (ballots.length > 0) await transaction.insert(votes).values(ballots);
  }
}
