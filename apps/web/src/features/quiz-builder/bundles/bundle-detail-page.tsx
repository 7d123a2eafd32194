import { Button, DataList, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbBundle } from '@campus/contracts';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useBundle, useRemoveBundle } from '../api';
import { QbDeleteButton } from '../components/qb-delete-button';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbDetailHeading } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { QbLoaded, QbPage } from '../components/qb-page';
import { QbTitleFacts } from '../components/qb-title-fields';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge, QuizSummaryCells } from '../quizzes/quiz-badges';

function BundleDetail({ bundle }: { bundle: QbBundle }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const remove = useRemoveBundle();
  const title = qbText(bundle, 'title', lang);
  const quizzes = [...bundle.quizzes].sort((a, b) => a.position - b.position);

  return (
    <Stack gap="lg">
      <QbDetailHeading title={title}>
        <QbStatusBadge status={bundle.status} />
      </QbDetailHeading>
      <Group gap="sm">
        <Button
          component={Link}
          to={`/admin/qb/bundles/edit/${bundle.bundle_id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('bundles.edit')}
        </Button>
        <Button
          component={Link}
          variant="light"
          to={`/admin/qb/bundle/display?bundle=${bundle.bundle_id}`}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('bundles.preview')}
        </Button>
        <QbDeleteButton
          label={t('bundles.delete')}
          title={t('bundles.deleteTitle')}
          body={t('bundles.deleteBody', { title })}
          done={t('bundles.deleted', { title })}
          listPath="/admin/qb/bundles"
          deletion={remove}
          onConfirm={(onDeleted) => {
            remove.mutate({ params: { bundle_id: bundle.bundle_id } }, { onSuccess: onDeleted });
          }}
        />
      </Group>

      <DetailCard id="bundle-fields" title={t('detail.fields')}>
        <DataList orientation="horizontal" labelWidth={180}>
          <QbTitleFacts thing={bundle} />
          <DetailField label={t('fields.status')}>{t(`statuses.${bundle.status}`)}</DetailField>
          <DetailField label={t('list.questions')}>{bundle.question_count}</DetailField>
          <DetailField label={t('detail.published')}>
            {bundle.published_at === null ? '–' : formatDate(bundle.published_at, true)}
          </DetailField>
          <DetailField label={t('detail.updated')}>
            {formatDate(bundle.updated_at, true)}
          </DetailField>
        </DataList>
      </DetailCard>

      <DetailCard id="bundle-quizzes" title={t('bundles.quizzesTitle', { count: quizzes.length })}>
        {quizzes.length === 0 ? (
          <Text c="dimmed">{t('bundles.noQuizzes')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">#</Table.Th>
                  <Table.Th scope="col">{t('fields.title')}</Table.Th>
                  <Table.Th scope="col">{t('fields.purpose')}</Table.Th>
                  <Table.Th scope="col">{t('fields.status')}</Table.Th>
                  <Table.Th scope="col">{t('list.questions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quizzes.map((quiz, index) => (
                  <Table.Tr key={quiz.quiz_id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <QuizSummaryCells quiz={quiz} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailCard>
    </Stack>
  );
}

/** `/admin/qb/bundles/one/main/:bundle_id`: the bundle and its quizzes in order. */
export function BundleDetailPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const bundleId = useQbIdParam('bundle_id');
  const bundle = useBundle(bundleId);
  useDocumentTitle(
    bundle.data === undefined ? t('bundles.detailTitle') : qbText(bundle.data, 'title', lang),
  );
  return (
    <QbPage backTo="/admin/qb/bundles" backLabel={t('bundles.backToList')}>
      <QbLoaded
        validId={bundleId !== undefined}
        query={bundle}
        invalidId={t('bundles.invalidId')}
        loadFailed={t('bundles.loadOneFailed')}
      >
        {(data) => <BundleDetail bundle={data} />}
      </QbLoaded>
    </QbPage>
  );
}
