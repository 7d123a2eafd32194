import { Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useAssistantEvaluation } from '../api';
import { Figure } from './figure';

/**
 * The evaluation questions of the demo university run on the live index, as
 * a student without VIP access: recall, leaks, out-of-scope answers and the
 * search times, then each question with the rank of its expected source.
 */
export function AdminEvaluationPanel() {
  const { t, i18n } = useTranslation('assistant');
  const evaluation = useAssistantEvaluation();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const data = evaluation.data;

  return (
    <Stack gap="md">
      <Text c="dimmed" maw="70ch">
        {t('admin.evaluation.lead')}
      </Text>
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={evaluation.isFetching}
          onClick={() => {
            void evaluation.refetch();
          }}
        >
          {data === undefined ? t('admin.evaluation.run') : t('admin.evaluation.runAgain')}
        </Button>
      </Group>
      {evaluation.isError ? (
        <LoadErrorState title={t('admin.evaluation.loadError')} query={evaluation} />
      ) : null}
      {data === undefined ? null : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure
              label={t('admin.evaluation.recallAt1')}
              value={percent.format(data.recall_at_1)}
            />
            <Figure
              label={t('admin.evaluation.recallAt5')}
              value={percent.format(data.recall_at_5)}
            />
            <Figure label={t('admin.evaluation.leaks')} value={String(data.leaks)} />
            <Figure
              label={t('admin.evaluation.p95')}
              value={t('admin.evaluation.milliseconds', { value: Math.round(data.p95_ms) })}
            />
          </SimpleGrid>
          <Text size="sm">
            {t('admin.evaluation.summary', {
              questions: data.questions,
              inScope: data.in_scope,
              recallAt3: percent.format(data.recall_at_3),
              mrr: data.mrr.toFixed(3),
              outOfScope: data.out_of_scope,
              answered: data.out_of_scope_answered,
            })}
          </Text>
          <ListTable
            caption={t('admin.evaluation.caption')}
            columns={[
              t('admin.evaluation.columns.question'),
              t('admin.evaluation.columns.kind'),
              t('admin.evaluation.columns.rank'),
              t('admin.evaluation.columns.leaks'),
            ]}
            minWidth={560}
            loading={false}
            loadingRows={0}
          >
            {data.results.map((result) => (
              <Table.Tr key={result.id}>
                <Table.Td>{result.question}</Table.Td>
                <Table.Td>{result.kind}</Table.Td>
                <Table.Td>
                  {result.rank === null ? t('admin.evaluation.notFound') : result.rank}
                </Table.Td>
                <Table.Td>{result.leaks}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </>
      )}
    </Stack>
  );
}
