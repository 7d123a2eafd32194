import type { RatingAggregates } from '@campus/contracts';

/** The four ratings of an experience, in the order they are shown. */
export const ratingFields = [
  { field: 'rating_difficulty', key: 'difficulty' },
  { field: 'rating_workload', key: 'workload' },
  { field: 'rating_usefulness', key: 'usefulness' },
  { field: 'rating_grading', key: 'grading' },
] as const satisfies readonly {
  field: keyof Omit<RatingAggregates, 'count'>;
  key: string;
}[];

export type RatingField = (typeof ratingFields)[number]['field'];
export type RatingKey = (typeof ratingFields)[number]['key'];
