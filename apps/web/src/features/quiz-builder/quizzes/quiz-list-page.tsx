import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  EmptyState,
  FileButton,
  Group,
  List,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileImport, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qbQuizListQuerySchema, qbQuizPurposes, qbQuizStatuses } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useListState } from '../../../lib/use-list-state';
import { useImportQuiz, useQuizzes, type QbImportCounts } from '../api';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { listPageFrameState } from '../../../components/page-frames/list-page-frame-state';
import { qbText, useQbLang } from '../components/qb-text';
import { FilterSelect } from '../../../components/list-filters';
import { QbStatusFilter, QuizSummaryCells, quizDetailPath } from './quiz-badges';

function CountsLine({ label, counts }: { label: string; counts: QbImportCounts }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return (
    <List.Item>
      {label}:{' '}
      {t('import.counts', {
        questions: counts.questions,
        options: counts.options,
        phrases: counts.phrases,
        matters: counts.matters,
      })}
    </List.Item>
  );
}

/** "Import quiz (JSON)": reads a file exported by another installation and sends it. */
function ImportQuiz() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const errorMessage = useErrorMessage();
  const importQuiz = useImportQuiz();
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  async function pick(file: File | null) {
    resetRef.current?.();
    if (file === null) return;
    importQuiz.reset();
    setReadProblem(null);
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setReadProblem(t('import.notJson', { name: file.name }));
      return;
    }
    importQuiz.mutate({ body: document });
  }

  const result = importQuiz.data;
  return (
    <Stack gap="sm" mb="md">
      <Group>
        <FileButton
          resetRef={resetRef}
          accept="application/json,.json"
          onChange={(file) => {
            void pick(file);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={importQuiz.isPending}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              {t('import.button')}
            </Button>
          )}
        </FileButton>
      </Group>
      <div aria-live="polite">
        {readProblem === null ? null : <ErrorAlert>{readProblem}</ErrorAlert>}
        {importQuiz.isError ? (
          <ErrorAlert>
            {t('import.failed')} {errorMessage(importQuiz.error)}
          </ErrorAlert>
        ) : null}
        {result === undefined ? null : (
          <Alert color="green" variant="light" title={t('import.doneTitle')}>
            <Stack gap="xs">
              <Text size="sm">
                <Anchor component={Link} to={quizDetailPath(result.quiz_id)}>
                  {qbText(result, 'title', lang)}
                </Anchor>
              </Text>
              <List size="sm">
                <CountsLine label={t('import.created')} counts={result.created} />
                <CountsLine label={t('import.reused')} counts={result.reused} />
              </List>
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/** `/admin/qb/quizzes`: every quiz, searchable, by status and purpose, and the import. */
export function QuizListPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const { params, update, searchText, changeSearch } = useListState(qbQuizListQuerySchema);
  const quizzes = useQuizzes(params);
  const data = quizzes.data;
  const isFiltered =
    Boolean(params.q) || params.status !== undefined || params.purpose !== undefined;

  return (
    <ListPageFrame
      title={t('list.title')}
      description={t('list.lead')}
      addLabel={t('list.add')}
      addTo="/admin/qb/quizzes/add"
      search={{ label: t('list.search'), value: searchText, onChange: changeSearch }}
      filters={
        <>
          <QbStatusFilter statuses={qbQuizStatuses} value={params.status} update={update} />
          <FilterSelect
            label={t('fields.purpose')}
            allLabel={t('list.allPurposes')}
            options={qbQuizPurposes.map((purpose) => ({
              value: purpose,
              label: t(`purposes.${purpose}`),
            }))}
            value={params.purpose}
            onChange={(purpose) => {
              update({ purpose, page: 1 });
            }}
          />
        </>
      }
      {...listPageFrameState({
        list: quizzes,
        params,
        update,
        loadErrorTitle: t('list.loadFailed'),
      })}
    >
      <ImportQuiz />
      {data !== undefined && data.items.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={32} aria-hidden />}
          withIndicatorBackground
          title={isFiltered ? t('list.emptyFiltered') : t('list.empty')}
          description={isFiltered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
          py="xl"
        />
      ) : (
        <ListTable
          caption={t('list.caption', { count: data?.total ?? 0 })}
          columns={[
            t('fields.title'),
            t('fields.purpose'),
            t('fields.status'),
            t('list.questions'),
            t('list.completedStarted'),
          ]}
          minWidth={720}
          loading={data === undefined}
          loadingRows={Math.min(params.page_size, 5)}
        >
          {data?.items.map((quiz) => (
            <Table.Tr key={quiz.quiz_id}>
              <QuizSummaryCells quiz={quiz} />
              <Table.Td>
                {t('list.completedOf', {
                  completed: quiz.completed_count,
                  started: quiz.started_count,
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </ListPageFrame>
  );
}
