import type { Locale, QbQuestionType } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * What matching needs from the rest of the application, passed in by app.ts
 * (a feature never imports another): the quiz builder's bundle and answers,
 * and people's names, contacts and e-mail addresses from the accounts.
 */

export interface QuestionnaireOption {
  optionId: string;
  value: number;
  text: { en: string; tr: string };
}

export interface QuestionnaireQuestion {
  questionId: string;
  quizId: string;
  type: QbQuestionType;
  importance: number;
  scaleMax: number | null;
  text: { en: string; tr: string };
  options: QuestionnaireOption[];
}

export interface QuestionnaireAnswer {
  userId: string;
  questionId: string;
  optionIds: string[];
  scaleValue: number | null;
  hasText: boolean;
}

/** The quiz builder's bundles as matching reads them (bundle-answers.repository.ts). */
export interface Questionnaire {
  bundleExists(bundleId: string): Promise<boolean>;
  findDefaultBundleId(): Promise<string | undefined>;
  findBundleQuestions(
    bundleId: string,
  ): Promise<{ quizIds: string[]; questions: QuestionnaireQuestion[] }>;
  /** Streams a quiz's answers in batches (of the given people when given). */
  forEachQuizAnswers(
    quizId: string,
    userIds: readonly string[] | undefined,
    onBatch: (answers: QuestionnaireAnswer[]) => void | Promise<void>,
  ): Promise<void>;
  findCompletion(
    bundleId: string,
    userIds: readonly string[],
  ): Promise<Map<string, { quizzesCompleted: number; questionsAnswered: number }>>;
}

export interface PersonContact {
  first_name: string;
  last_name: string;
  email: string;
}

export interface MatchRecipient {
  email: string;
  firstName: string;
  locale: Locale;
  active: boolean;
}

export interface MatchingPeople {
  contactsOf(userIds: readonly string[]): Promise<Map<string, PersonContact>>;
  recipientOf(userId: string): Promise<MatchRecipient | undefined>;
  /** Account ids whose name or e-mail address matches words (admins' search). */
  userIdsMatching(q: string, limit: number): Promise<string[]>;
  /** The active admins' account ids (told of a reported match). */
  activeAdminIds(): Promise<string[]>;
}

/** An in-app notification of matching. */
export interface MatchNotice {
  userId: string;
  kind: 'match.published' | 'match.accepted' | 'match.feedback' | 'match.reported';
  matchId: string;
  roundId: string;
  /** Unique per person (`match.published:<match_id>`): a retried notice job makes no second one. */
  dedupeKey: string;
}

export interface MatchingDependencies {
  db: Database;
  /**
   * Whether other requests reach the database while a transaction runs: PostgreSQL's pool does,
   * the embedded database's one connection does not. Only then does a calculation's save rest
   * between its steps inside its transaction.
   */
  concurrentDatabase: boolean;
  jobs: JobQueue;
  /** The key of the e-mail blocks' keyed hash and the CSV's pseudonyms. */
  secret: string;
  appUrl: string;
  questionnaire: Questionnaire;
  people: MatchingPeople;
  notify: (notice: MatchNotice) => Promise<void>;
  sendMail: (message: MailMessage) => Promise<void>;
  now?: () => Date;
}
