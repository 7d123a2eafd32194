import { createHmac } from 'node:crypto';
import { ruleProblem } from '@campus/contracts';
import { AppError } from '../../platform/errors';

/** Problems, small conversions and the keyed hashes shared by matching's services. */

export const matchingErrors = {
  noSuchRound: () => AppError.notFound('There is no such round'),
  noSuchParticipant: () => AppError.notFound('There is no such participant'),
  noSuchPhysical: () => AppError.notFound('There is no such physical record'),
  noSuchPair: () => AppError.notFound('There is no such pair'),
  noSuchMatch: () => AppError.notFound('There is no such match'),
  noSuchCalculation: () => AppError.notFound('There is no such calculation'),
  noSuchStatistics: () => AppError.notFound('There is no such snapshot'),
  noSuchBlock: () => AppError.notFound('There is no such block'),
  /** One rule of one field, said once in the detail and once on the field. */
  rule: (field: string, message: string, rule: string) =>
    AppError.badRequest(message, [ruleProblem(field, message, rule)]),
};

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/** The two ids of a pair in the stored order (a < b). */
export function orderedPair(first: string, second: string): [string, string] {
  return first < second ? [first, second] : [second, first];
}

export const pairKey = (a: string, b: string) => orderedPair(a, b).join(':');

/** An e-mail address as blocks store it: a keyed hash (HMAC-SHA256) of the folded address. */
export function emailHashOf(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`match-block:${email.trim().toLowerCase()}`)
    .digest('hex');
}

/** `deniz.aydin@ogr.edu.tr` → `de…@ogr.edu.tr`: enough for its owner to recognise. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.slice(0, 2)}…@${domain}`;
}

/** A person's pseudonymous id within one calculation's export. */
export function pseudonymOf(secret: string, calculationId: string, userId: string): string {
  const digest = createHmac('sha256', secret)
    .update(`match-csv:${calculationId}:${userId}`)
    .digest('hex');
  return `P${digest.slice(0, 12)}`;
}

/** A score 0..10,000 as a whole percentage. */
export const percentOf = (score: number) => Math.round(score / 100);
