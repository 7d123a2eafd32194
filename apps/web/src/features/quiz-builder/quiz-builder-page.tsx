import type { ComponentType } from 'react';
import { BundlesSection } from './bundles/bundles-section';
import { MattersSection } from './matters/matters-section';
import { OptionsSection } from './options/options-section';
import { PhrasesSection } from './phrases/phrases-section';
import { QuestionsSection } from './questions/questions-section';
import { QuizzesSection } from './quizzes/quizzes-section';
import { ResponsesSection } from './responses/responses-section';

/** The sections of the quiz builder; the route table names the same ones. */
export type QbSection =
  'matters' | 'options' | 'phrases' | 'questions' | 'responses' | 'quizzes' | 'bundles';

/** The pages of every section: `/admin/qb/{section}`, `…/add`, `…/one/main/{id}`, `…/edit/{id}`. */
export type QbView = 'list' | 'add' | 'detail' | 'edit';

export interface QbSectionProps {
  view: QbView;
}

const sections: Record<QbSection, ComponentType<QbSectionProps>> = {
  matters: MattersSection,
  options: OptionsSection,
  phrases: PhrasesSection,
  questions: QuestionsSection,
  responses: ResponsesSection,
  quizzes: QuizzesSection,
  bundles: BundlesSection,
};

/** One page of the quiz builder's admin area: the section's list, add, detail or edit page. */
export function QuizBuilderPage({ section, view }: { section: QbSection; view: QbView }) {
  const Section = sections[section];
  return <Section view={view} />;
}
