import type { Random } from '../../../../platform/seeded-random';
import { describeAssessment } from './assessment';
import {
  gradeBandOf,
  gradeRemarks,
  lectureFormat,
  plainGradeRemarks,
  practicalFormat,
  weeklyHours,
} from './detail-phrases';
import {
  commonResources,
  fieldResources,
  internshipResources,
  seminarResources,
} from './resource-phrases';
import {
  closings,
  difficultyRemarks,
  instructorRemarks,
  kindRemarks,
  openings,
  usefulnessRemarks,
  workloadRemarks,
  type Sentiment,
} from './summary-phrases';
import { examTips, kindTips } from './tip-phrases';
import {
  capitalize,
  joinList,
  levelOf,
  say,
  sayMany,
  type Bilingual,
  type Language,
  type TextContext,
} from './text-context';
import type { ExperienceTexts, Ratings } from './types';

export function sentimentOf(ratings: Ratings): Sentiment {
  if (
    ratings.rating_usefulness <= 2 ||
    (ratings.rating_grading <= 2 && ratings.rating_usefulness <= 3)
  )
    return 'negative';
  if (ratings.rating_usefulness >= 4 && ratings.rating_grading >= 3) return 'positive';
  return 'mixed';
}

/** The public part: an opening, two to four remarks and, often, a recommendation. */
function writeSummary(c: TextContext, language: Language, random: Random): string {
  const sentiment = sentimentOf(c.ratings);
  const remarks: string[] = [];
  const isExamCourse = c.kind !== 'seminar' && c.kind !== 'internship';
  if (c.kind !== 'lecture') remarks.push(say(kindRemarks[c.kind], c, language, random));
  if (isExamCourse)
    remarks.push(say(difficultyRemarks[levelOf(c.ratings.rating_difficulty)], c, language, random));
  if (c.kind !== 'internship' && random.next() < 0.7)
    remarks.push(say(workloadRemarks[levelOf(c.ratings.rating_workload)], c, language, random));
  if (random.next() < 0.6)
    remarks.push(say(usefulnessRemarks[levelOf(c.ratings.rating_usefulness)], c, language, random));
  if (isExamCourse && random.next() < 0.7)
    remarks.push(say(instructorRemarks[levelOf(c.ratings.rating_grading)], c, language, random));
  const sentences = [
    say(openings[sentiment], c, language, random),
    ...random.shuffle(remarks).slice(0, 4),
  ];
  if (random.next() < 0.6) sentences.push(say(closings[sentiment], c, language, random));
  return sentences.join(' ');
}

/** The VIP details: how the course is graded and run, time spent and the grade received. */
function writeDetails(c: TextContext, language: Language, random: Random): string {
  const format = c.kind === 'lecture' ? lectureFormat : practicalFormat;
  const sentences = [
    describeAssessment(c.kind, c.field, language, random),
    ...sayMany(format, random.int(1, 2), c, language, random),
  ];
  if (c.kind !== 'internship' && random.next() < 0.6)
    sentences.push(say(weeklyHours, c, language, random));
  if (c.grade !== null && random.next() < 0.85) {
    const remarks = c.kind === 'lecture' ? gradeRemarks[gradeBandOf(c.grade)] : plainGradeRemarks;
    sentences.push(say(remarks, c, language, random));
  }
  return sentences.join(' ');
}

function writeExamTips(c: TextContext, language: Language, random: Random): string {
  if (random.next() < 0.05) return '';
  const tips =
    c.kind === 'lecture'
      ? sayMany(examTips, random.int(2, 3), c, language, random)
      : sayMany(kindTips[c.kind], random.int(1, 2), c, language, random);
  return tips.join(' ');
}

function resourcesFor(c: TextContext, random: Random): Bilingual[] {
  if (c.kind === 'internship') return random.shuffle(internshipResources).slice(0, 2);
  if (c.kind === 'seminar') return random.shuffle(seminarResources).slice(0, 2);
  return [
    ...random.shuffle(commonResources).slice(0, random.int(1, 2)),
    ...random.shuffle(fieldResources[c.field]).slice(0, 1),
  ];
}

function writeResources(c: TextContext, language: Language, random: Random): string {
  if (random.next() < 0.1) return '';
  const list = joinList(
    resourcesFor(c, random).map(([en, tr]) => (language === 'en' ? en : tr)),
    language,
  );
  const templates: readonly [Bilingual, ...Bilingual[]] = [
    ['What helped me most: %.', 'En çok işime yarayanlar: %.'],
    ['I studied from %.', 'Çalışırken % üzerinden gittim.'],
    ['Resources: %.', 'Kaynaklar: %.'],
    ['% are all you need.', '% yeterli, başka bir şeye gerek yok.'],
  ];
  const [en, tr] = random.pick(templates);
  const template = language === 'en' ? en : tr;
  return template.startsWith('%')
    ? template.replace('%', capitalize(list, language))
    : template.replace('%', list);
}

/** Every text of one experience, in one language. */
export function writeTexts(c: TextContext, language: Language, random: Random): ExperienceTexts {
  return {
    summary: writeSummary(c, language, random),
    details: writeDetails(c, language, random),
    exam_tips: writeExamTips(c, language, random),
    resources: writeResources(c, language, random),
  };
}
