import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbQuizPurpose, QbQuizStatus } from '@campus/contracts';
import { FilterSelect } from '../../../components/list-filters';
import { StatusBadge } from '../../../components/status-badge';
import { qbText, useQbLang } from '../components/qb-text';

/** A quiz's or a bundle's status (both have draft, published and archived). */
export function QbStatusBadge({ status }: { status: QbQuizStatus }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}

/** A quiz or bundle list's status filter: all statuses or one; choosing goes back to the first page. */
export function QbStatusFilter({
  statuses,
  value,
  update,
}: {
  statuses: readonly QbQuizStatus[];
  value: QbQuizStatus | undefined;
  update: (patch: { status: QbQuizStatus | undefined; page: number }) => void;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return (
    <FilterSelect
      label={t('fields.status')}
      allLabel={t('list.allStatuses')}
      options={statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      value={value}
      onChange={(status) => {
        update({ status, page: 1 });
      }}
    />
  );
}

/** The quiz detail page (also the path the quiz list links to). */
export const quizDetailPath = (quizId: string) => `/admin/qb/quizzes/one/main/${quizId}`;

/**
 * A quiz's cells in a table row: its title (a link to its page), purpose,
 * status and question count.
 */
export function QuizSummaryCells({
  quiz,
}: {
  quiz: {
    quiz_id: string;
    title_en: string;
    title_tr: string;
    purpose: QbQuizPurpose;
    status: QbQuizStatus;
    question_count: number;
  };
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  return (
    <>
      <Table.Td>
        <Anchor component={Link} to={quizDetailPath(quiz.quiz_id)}>
          {qbText(quiz, 'title', lang)}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(`purposes.${quiz.purpose}`)}</Table.Td>
      <Table.Td>
        <QbStatusBadge status={quiz.status} />
      </Table.Td>
      <Table.Td>{quiz.question_count}</Table.Td>
    </>
  );
}
