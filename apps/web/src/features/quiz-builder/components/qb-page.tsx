import type { ReactNode } from 'react';
import { Container, Stack, Title, type ContainerProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { BackLink } from '../../../components/page-frames/back-link';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useQbIdParam } from './qb-id';
import { qbText, useQbLang } from './qb-text';

/**
 * The frame of a quizzes, bundles or responses page: the back link, the
 * title when the page has a fixed one (a detail page titles its loaded thing
 * itself), then the page's body.
 */
export function QbPage({
  size = 'md',
  backTo,
  backLabel,
  title,
  children,
}: {
  size?: ContainerProps['size'];
  backTo: string;
  backLabel: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to={backTo} label={backLabel} />
        {title === undefined ? null : (
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Container>
  );
}

/**
 * What a page shows of the thing its route names: the page's sentence for a
 * wrong id, `loading` while it is read, a failed read with a retry, then the
 * thing itself.
 */
export function QbLoaded<T>({
  validId,
  query,
  invalidId,
  loadFailed,
  loading,
  children,
}: {
  /** False when the route's id is not a valid id. */
  validId: boolean;
  query: UseQueryResult<T>;
  invalidId: string;
  loadFailed: string;
  /** Placeholder blocks by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!validId) return <ErrorAlert>{invalidId}</ErrorAlert>;
  return (
    <QueryState
      query={query}
      loadFailed={loadFailed}
      loading={loading ?? <LoadingState heights={[280]} />}
    >
      {children}
    </QueryState>
  );
}

/** A quiz's or a bundle's own words on its add and edit pages. */
export interface QbFormPageTexts {
  addTitle: string;
  /** The edit page's title while the thing is read. */
  editTitle: string;
  /** The edit page's title once the thing is read, with its title in the reader's language. */
  editTitleOf: (title: string) => string;
  backToList: string;
  backToDetail: string;
  invalidId: string;
  loadFailed: string;
}

/**
 * The add or edit page of a quiz or a bundle: its title (also the tab's),
 * the back link to the list (add) or to the thing (edit), then the form of a
 * new thing, or of the thing once it is read.
 */
export function QbFormPage<T extends { title_en: string; title_tr: string }>({
  isNew,
  idParam,
  useOne,
  listPath,
  detailPath,
  texts,
  children,
}: {
  isNew: boolean;
  /** The route parameter of the thing's id ('quiz_id'). */
  idParam: string;
  /** The read of the thing being edited, off while its id is undefined (as on the add page). */
  useOne: (id: string | undefined) => UseQueryResult<T>;
  listPath: string;
  detailPath: (id: string) => string;
  texts: QbFormPageTexts;
  /** The form of the thing, or of a new one (null). */
  children: (thing: T | null) => ReactNode;
}) {
  const lang = useQbLang();
  const id = useQbIdParam(idParam);
  const query = useOne(isNew ? undefined : id);
  const title = isNew
    ? texts.addTitle
    : query.data === undefined
      ? texts.editTitle
      : texts.editTitleOf(qbText(query.data, 'title', lang));
  useDocumentTitle(title);
  return (
    <QbPage
      backTo={isNew || id === undefined ? listPath : detailPath(id)}
      backLabel={isNew || id === undefined ? texts.backToList : texts.backToDetail}
      title={title}
    >
      {isNew ? (
        children(null)
      ) : (
        <QbLoaded
          validId={id !== undefined}
          query={query}
          invalidId={texts.invalidId}
          loadFailed={texts.loadFailed}
          loading={<LoadingState heights={[320]} />}
        >
          {children}
        </QbLoaded>
      )}
    </QbPage>
  );
}
