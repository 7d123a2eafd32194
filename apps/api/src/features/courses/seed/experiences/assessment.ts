import type { Random } from '../../../../platform/seeded-random';
import type { CourseKind } from './course-profile';
import { joinList, type FieldGroup, type Language } from './text-context';

/** One graded part of a course; `count` parts share the weight equally. */
interface Component {
  readonly en: string;
  readonly tr: string;
  readonly weight: number;
  readonly count?: 2;
}

type Scheme = readonly [Component, ...Component[]];

const midterm = (weight: number): Component => ({ en: 'a midterm', tr: 'ara sınav', weight });
const twoMidterms = (weight: number): Component => ({
  en: 'two midterms',
  tr: 'iki ara sınav',
  weight,
  count: 2,
});
const final = (weight: number): Component => ({ en: 'the final', tr: 'final sınavı', weight });
const part = (en: string, tr: string, weight: number): Component => ({ en, tr, weight });

const lectureSchemes: readonly [Scheme, ...Scheme[]] = [
  [midterm(30), final(40), part('homework', 'ödevler', 30)],
  [twoMidterms(50), final(40), part('weekly quizzes', 'haftalık quizler', 10)],
  [midterm(35), final(45), part('a term project', 'dönem projesi', 20)],
  [midterm(40), final(60)],
  [
    part('homework', 'ödevler', 20),
    midterm(30),
    final(40),
    part('attendance and participation', 'devam ve katılım', 10),
  ],
];

const writtenSchemes: readonly [Scheme, ...Scheme[]] = [
  [part('a term paper', 'dönem ödevi', 30), midterm(30), final(40)],
  [midterm(40), final(50), part('participation', 'derse katılım', 10)],
  [part('two short essays', 'iki kısa makale', 30), final(50), part('a presentation', 'sunum', 20)],
];

const kindSchemes: Readonly<Record<Exclude<CourseKind, 'lecture'>, Scheme>> = {
  lab: [
    part('lab reports', 'laboratuvar raporları', 50),
    part('a lab exam', 'laboratuvar sınavı', 30),
    part('preliminary quizzes', 'ön hazırlık quizleri', 20),
  ],
  project: [
    part('a proposal', 'proje önerisi', 15),
    part('a progress report', 'ara rapor', 25),
    part('the final report and presentation', 'final raporu ve sunum', 60),
  ],
  practice: [
    part('the logbook', 'uygulama günlüğü', 40),
    part('the supervisor’s evaluation', 'uygulama sorumlusunun değerlendirmesi', 60),
  ],
  studio: [
    part('weekly desk critiques', 'haftalık masa kritikleri', 30),
    part('the midterm jury', 'ara jüri', 30),
    part('the final jury', 'final jürisi', 40),
  ],
  seminar: [
    part('a presentation', 'sunum', 60),
    part('attendance and discussion', 'devam ve tartışmalara katılım', 40),
  ],
  internship: [
    part('the internship report', 'staj raporu', 70),
    part('the company’s evaluation form', 'şirketin değerlendirme formu', 30),
  ],
};

function describe(component: Component, language: Language): string {
  const name = language === 'en' ? component.en : component.tr;
  if (component.count === undefined) {
    return language === 'en' ? `${name} (${component.weight}%)` : `${name} (%${component.weight})`;
  }
  const each = component.weight / component.count;
  return language === 'en' ? `${name} (${each}% each)` : `${name} (her biri %${each})`;
}

/** The grading scheme of the course, as a student would sum it up. */
export function describeAssessment(
  kind: CourseKind,
  field: FieldGroup,
  language: Language,
  random: Random,
): string {
  const isWritten = field === 'humanities' || field === 'law' || field === 'education';
  const scheme =
    kind !== 'lecture'
      ? kindSchemes[kind]
      : random.pick(isWritten && random.next() < 0.6 ? writtenSchemes : lectureSchemes);
  const parts = joinList(
    scheme.map((component) => describe(component, language)),
    language,
  );
  return language === 'en' ? `Grading: ${parts}.` : `Değerlendirme: ${parts}.`;
}
