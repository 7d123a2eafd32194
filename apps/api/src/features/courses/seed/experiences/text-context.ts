import type { CourseType, GradeLetter } from '@campus/contracts';
import { academicTitles, personalName } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';
import type { CourseKind } from './course-profile';
import type { Ratings } from './types';

export type Language = 'en' | 'tr';

/** The same sentence in English and in Turkish. */
export type Bilingual = readonly [en: string, tr: string];

/** What the sentences of one experience may refer to. */
export interface TextContext {
  readonly nameEn: string;
  readonly nameTr: string;
  readonly kind: CourseKind;
  readonly year: number;
  readonly type: CourseType;
  readonly courseLanguage: Language;
  /** How students name the instructor in English ("Prof. Şahin") and in Turkish ("İlker Hoca"). */
  readonly instructorEn: string;
  readonly instructorTr: string;
  readonly ratings: Ratings;
  readonly grade: GradeLetter | null;
  readonly hoursPerWeek: number;
  readonly field: FieldGroup;
}

/** The kind of subject, for the study resources that suit it. */
export type FieldGroup =
  | 'engineering'
  | 'sciences'
  | 'economics'
  | 'humanities'
  | 'education'
  | 'architecture'
  | 'law'
  | 'health';

export type Phrase = (context: TextContext) => Bilingual;
export type Bank = readonly [Phrase, ...Phrase[]];

/** One phrase of a bank, in the experience's language. */
export function say(bank: Bank, context: TextContext, language: Language, random: Random): string {
  const [en, tr] = random.pick(bank)(context);
  return language === 'en' ? en : tr;
}

/** Distinct phrases of a bank (as many as it has, at most `count`), in the experience's language. */
export function sayMany(
  bank: Bank,
  count: number,
  context: TextContext,
  language: Language,
  random: Random,
): string[] {
  return random
    .shuffle(bank)
    .slice(0, count)
    .map((phrase) => {
      const [en, tr] = phrase(context);
      return language === 'en' ? en : tr;
    });
}

/** A rating as low (1-2), middling (3) or high (4-5). */
export type Level = 'low' | 'mid' | 'high';

export function levelOf(rating: number): Level {
  if (rating <= 2) return 'low';
  return rating === 3 ? 'mid' : 'high';
}

/** The way students name an instructor: "Prof. Şahin" in English, "İlker Hoca" in Turkish. */
export function instructorNicknames(instructor: string): { en: string; tr: string } {
  const name = personalName(instructor);
  const parts = name.split(' ');
  const given = parts[0] ?? name;
  const surname = parts.at(-1) ?? name;
  const title = academicTitles.find((candidate) => instructor.startsWith(`${candidate} `));
  const en =
    title === 'Prof. Dr.' ? `Prof. ${surname}` : title === 'Öğr. Gör.' ? name : `Dr. ${surname}`;
  return { en, tr: `${given} Hoca` };
}

/** "a, b and c" or "a, b ve c". */
export function joinList(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1) ?? '';
  return `${items.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 've'} ${last}`;
}

/** The first letter upper-cased, by Turkish rules for Turkish text (i → İ). */
export function capitalize(text: string, language: Language): string {
  const first = text.charAt(0);
  return (language === 'tr' ? first.toLocaleUpperCase('tr') : first.toUpperCase()) + text.slice(1);
}
