import { lazyPage, redirectTo, route, withTexts, type AppRoute } from '../../lib/routing';
import type { QbSection, QbView } from './quiz-builder-page';

const quizBuilderPages = withTexts(() => import('.'), ['quiz-builder', 'quiz-builder-quizzes']);

/** The builder's sections: each one's path segment and the route parameter of its things' ids. */
export const qbSections = [
  { segment: 'matters', id: 'matter_id' },
  { segment: 'options', id: 'option_id' },
  { segment: 'phrases', id: 'phrase_id' },
  { segment: 'questions', id: 'question_id' },
  { segment: 'responses', id: 'response_id' },
  { segment: 'quizzes', id: 'quiz_id' },
  // Not in SPEC.md's list: bundles get the same four pages (issue #7).
  { segment: 'bundles', id: 'bundle_id' },
] as const satisfies readonly { segment: QbSection; id: string }[];

type SectionSpec = (typeof qbSections)[number];

/** The four paths of a section, as literal types (one section at a time, not their mix). */
type SectionPaths<S extends SectionSpec> = S extends SectionSpec
  ? {
      list: `/admin/qb/${S['segment']}`;
      add: `/admin/qb/${S['segment']}/add`;
      detail: `/admin/qb/${S['segment']}/one/main/:${S['id']}`;
      edit: `/admin/qb/${S['segment']}/edit/:${S['id']}`;
    }
  : never;

function sectionPaths<S extends SectionSpec>({ segment, id }: S): SectionPaths<S> {
  // TypeScript types each template by the union of the sections; it is built from one.
  return {
    list: `/admin/qb/${segment}`,
    add: `/admin/qb/${segment}/add`,
    detail: `/admin/qb/${segment}/one/main/:${id}`,
    edit: `/admin/qb/${segment}/edit/:${id}`,
  } as SectionPaths<S>;
}

function sectionRoutes(section: SectionSpec): AppRoute[] {
  const paths = sectionPaths(section);
  const page = (view: QbView) =>
    lazyPage(quizBuilderPages, 'QuizBuilderPage', { section: section.segment, view });
  return [
    route(paths.list, 'admin', page('list')),
    route(paths.add, 'admin', page('add')),
    route(paths.detail, 'admin', page('detail')),
    route(paths.edit, 'admin', page('edit')),
  ];
}

/** The quiz builder's admin pages: the paths, then a list, an add, a detail and an edit page per section. */
export const quizBuilderRoutes: AppRoute[] = [
  route('/admin/qb', 'admin', redirectTo('/admin/qb/paths')),
  route('/admin/qb/paths', 'admin', lazyPage(quizBuilderPages, 'QuizBuilderPathsPage')),
  ...qbSections.flatMap(sectionRoutes),
];
