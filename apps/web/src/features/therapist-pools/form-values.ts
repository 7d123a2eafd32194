import type { OwnTherapistEntry } from '@campus/contracts';

/** What the entry form holds; the number inputs give '' while empty. */
export interface PoolEntryFormValues {
  therapist_name: string;
  city: string;
  is_online: boolean;
  sessions: number | string;
  fee: number | string;
  experience: string;
}

export function newPoolEntryValues(): PoolEntryFormValues {
  return { therapist_name: '', city: '', is_online: false, sessions: '', fee: '', experience: '' };
}

export function toPoolEntryValues(entry: OwnTherapistEntry): PoolEntryFormValues {
  return {
    therapist_name: entry.therapist_name,
    city: entry.city,
    is_online: entry.is_online,
    sessions: entry.sessions,
    fee: entry.fee,
    experience: entry.experience,
  };
}

/** A number field's value: a number, or undefined while empty (so it reads "is required"). */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  return Number(value);
}

/** The body of `POST`/`PUT pools/{pool}/entries`, before the contract checks it. */
export function toPoolEntryInput(values: PoolEntryFormValues) {
  return {
    therapist_name: values.therapist_name,
    city: values.city,
    is_online: values.is_online,
    sessions: numberOf(values.sessions),
    fee: numberOf(values.fee),
    experience: values.experience,
  };
}

export function samePoolEntryValues(left: PoolEntryFormValues, right: PoolEntryFormValues) {
  return (Object.keys(left) as (keyof PoolEntryFormValues)[]).every(
    (key) => String(left[key]) === String(right[key]),
  );
}
