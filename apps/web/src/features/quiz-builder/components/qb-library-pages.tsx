import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DetailPageFrameProps } from '../../../components/page-frames/detail-page-frame';
import type { QbSectionProps } from '../quiz-builder-page';
import { useQbIdParam } from './qb-id';
import { QbLibraryEdit } from './qb-library-form';
import { qbLibraryPaths, type QbLibrarySection } from './qb-library-paths';

/**
 * The frame of a library detail page from the section's texts (`<section>.back`,
 * `.detailTitle`, `.deleteTitle`) and the builder's shared words: the back
 * link, the title, Edit, and Delete with its confirmation.
 */
export function useQbDetailFrame<T>({
  section,
  id,
  query,
  nameOf,
  remove,
}: {
  section: QbLibrarySection;
  /** The route's id, undefined when it is not a valid id. */
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The thing's name in the reader's language: the page's title and the delete sentence's. */
  nameOf: (thing: T) => string;
  /** Deletes the thing (the section's remove mutation). */
  remove: (thing: T) => Promise<unknown>;
}): Omit<DetailPageFrameProps<T>, 'children'> {
  const { t } = useTranslation('quiz-builder');
  const paths = qbLibraryPaths(section);
  return {
    backTo: paths.list,
    backLabel: t(`${section}.back`),
    fallbackTitle: t(`${section}.detailTitle`),
    validId: id !== undefined,
    query,
    title: nameOf,
    editTo: id === undefined ? undefined : paths.edit(id),
    remove: (thing) => ({
      title: t(`${section}.deleteTitle`),
      body: t('shared.deleteBody', { name: nameOf(thing) }),
      done: t('shared.deleted'),
      run: () => remove(thing),
    }),
  };
}

interface QbLibrarySectionPages<T> {
  section: QbLibrarySection;
  /** The route parameter of a thing's id ('option_id'). */
  idParam: string;
  /** The read of one thing, off while its id is undefined (`useOption`). */
  useOne: (id: string | undefined) => UseQueryResult<T>;
  List: ComponentType;
  Detail: ComponentType;
  /** The add form (no thing), or the edit form of a thing, keyed by its id. */
  form: (thing?: T) => ReactNode;
}

/**
 * A library section (`/admin/qb/<section>…`): its list, add, detail and edit
 * pages, the edit form shown once the thing is read.
 */
export function qbLibrarySection<T>({
  section,
  idParam,
  useOne,
  List,
  Detail,
  form,
}: QbLibrarySectionPages<T>): ComponentType<QbSectionProps> {
  function LibraryEdit() {
    const id = useQbIdParam(idParam);
    const query = useOne(id);
    return (
      <QbLibraryEdit section={section} id={id} query={query}>
        {(thing) => form(thing)}
      </QbLibraryEdit>
    );
  }
  return function LibrarySection({ view }: QbSectionProps) {
    if (view === 'add') return form();
    if (view === 'detail') return <Detail />;
    if (view === 'edit') return <LibraryEdit />;
    return <List />;
  };
}
