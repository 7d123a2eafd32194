import type { ExperienceStatus, GradeLetter, Locale } from '@campus/contracts';

/**
 * A fictional person who shares course experiences in the demo database.
 * Nobody can sign in as one: the account has no password and no Google link.
 */
export interface ContributorSeed {
  user_email: string;
  user_first_name: string;
  user_last_name: string;
  user_role: 'student' | 'graduate';
  locale: Locale;
  /** The home department's name in the person's language, as a profile shows it. */
  department: string;
  /** The year the person started. */
  class_year: number;
  created_at: Date;
  /** The home department's code, for choosing the courses the person writes about. */
  department_code: string;
  /** The faculty of the home department (its English name). */
  faculty: string;
  /** An exchange or international student, who writes in English. */
  is_international: boolean;
}

/** The four ratings of an experience, each 1-5. */
export interface Ratings {
  rating_difficulty: number;
  rating_workload: number;
  rating_usefulness: number;
  rating_grading: number;
}

/** The texts of an experience: the public summary and the VIP parts. */
export interface ExperienceTexts {
  summary: string;
  details: string;
  exam_tips: string;
  resources: string;
}

/**
 * One experience of the demo database, named by course code and author
 * e-mail; the seed turns those into ids. Every reviewed experience
 * (approved or rejected) was reviewed by the demo moderator.
 */
export interface ExperienceSeed extends Ratings, ExperienceTexts {
  course_code: string;
  author_email: string;
  semester: string;
  instructor_name: string;
  grade_received: GradeLetter | null;
  status: ExperienceStatus;
  review_note: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** Everything the seed adds for course experiences. */
export interface ExperiencePlan {
  contributors: ContributorSeed[];
  experiences: ExperienceSeed[];
}

/** A demo account as the plan needs it: whose own experiences to write. */
export interface DemoAccountRef {
  user_email: string;
  user_role: string;
}
