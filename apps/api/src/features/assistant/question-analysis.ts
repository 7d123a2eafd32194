import { foldSearchText } from '@campus/contracts';
import { guessLanguage } from '../../platform/indexed-documents';

/**
 * Reading a question before retrieval (ASSISTANT.md, "Retrieval" 1-2): its
 * words without stop words, the course codes it names, its language, and
 * whether it is a follow-up that borrows the previous question's terms.
 */

/** Stop words of both languages, folded (as foldSearchText writes them). */
const stopWords = new Set(
  `a about above after again all also am an and any are as at be because been before being
  between both but by can could did do does doing during each few for from further get got had
  has have having he her here hers him his how i if in into is it its itself just know like me
  more most my no nor not now of off on once only or other our out over own please same she
  should so some such tell than that the their them then there these they this those through to
  too under until up very was we were what when where which while who whom why will with would
  you your yours ne nedir nasil neden nicin niye mi mu acaba ve veya ile ama fakat ancak de da
  ki bu su o bir biri birisi her hangi hangisi icin gibi kadar daha cok en az olan olarak oldu
  olur olmak var yok mi midir midir mudur misin musun misiniz ben sen biz siz onlar beni bana
  benim senin bizim sizin onun onlarin bunu bunun sunu soyle boyle simdi sonra once zaman kim
  kimin nerede nereye nereden hakkinda ilgili lutfen bilgi ver verir misin soyler anlatir`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** Words that make a question refer back to the previous one. */
const referringWords = new Set(
  `it its they them their this that these those he she him her one ones same also
  o onu onun onlar onlari bu bunu bunun bunlar su sunu sunun ayni ayrica peki ya`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** Openings that continue a conversation ("and…", "what about…", "peki…"). */
const continuingOpenings =
  /^(and|also|what about|how about|then|so|ya|peki|bir de|ayrica|o zaman)\b/;

/** A course code as typed: "CMPE 216", "cmpe216", "CMPE-216", "ME 211". */
const courseCodePattern = /\b([a-zçğıöşü]{2,5})\s?-?\s?(\d{3,4})\b/giu;

export interface AnalyzedQuestion {
  /** The question as asked (trimmed). */
  text: string;
  folded: string;
  /** Folded content words, in order, without repeats. */
  words: string[];
  /** The same words lower-cased but not folded, for the stemmed (English, Turkish) search. */
  terms: string[];
  /** Codes named, as the index keeps them ("CMPE 216"). */
  courseCodes: string[];
  language: 'en' | 'tr' | null;
  /** Whether it refers back (a pronoun or a continuing opening). */
  refersBack: boolean;
}

/** The content words of a folded text: letters and digits, two characters or more, no stop words. */
export function contentWordsOf(folded: string): string[] {
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((word) => word.length >= 2 && !stopWords.has(word));
  return [...new Set(kept)];
}

export function courseCodesOf(text: string): string[] {
  const codes = new Set<string>();
  for (const match of text.matchAll(courseCodePattern)) {
    const prefix = match[1] ?? '';
    const number = match[2] ?? '';
    codes.add(`${foldSearchText(prefix).toUpperCase()} ${number}`);
  }
  return [...codes];
}

/** Lower-cased words that are not stop words once folded. */
function contentTermsOf(text: string): string[] {
  const words = text.toLocaleLowerCase('tr').match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((word) => word.length >= 2 && !stopWords.has(foldSearchText(word)));
  return [...new Set(kept)];
}

export function analyzeQuestion(question: string): AnalyzedQuestion {
  const text = question.trim();
  const folded = foldSearchText(text);
  const tokens = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    text,
    folded,
    words: contentWordsOf(folded),
    terms: contentTermsOf(text),
    courseCodes: courseCodesOf(text),
    language: guessLanguage(text),
    refersBack:
      continuingOpenings.test(folded) || tokens.some((token) => referringWords.has(token)),
  };
}

/**
 * The question retrieval searches for: a follow-up (fewer than five content
 * words that refer back, or one that opens by continuing) borrows the previous
 * question's words, and its course codes when it names none.
 */
export function withContext(
  current: AnalyzedQuestion,
  previous: AnalyzedQuestion | undefined,
): AnalyzedQuestion {
  if (previous === undefined) return current;
  const continuing = continuingOpenings.test(current.folded);
  const followUp = continuing || (current.refersBack && current.words.length < 5);
  if (!followUp) return current;
  return {
    ...current,
    words: [...new Set([...current.words, ...previous.words])],
    terms: [...new Set([...current.terms, ...previous.terms])],
    courseCodes: current.courseCodes.length > 0 ? current.courseCodes : previous.courseCodes,
  };
}
