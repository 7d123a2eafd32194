import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qbBundleListQuerySchema, qbBundleStatuses } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useListState } from '../../../lib/use-list-state';
import { useBundles } from '../api';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { listPageParts } from '../../../components/page-frames/list-page-parts';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge, QbStatusFilter } from '../quizzes/quiz-badges';

export const bundleDetailPath = (bundleId: string) => `/admin/qb/bundles/one/main/${bundleId}`;

/** `/admin/qb/bundles`: every bundle, searchable and by status. */
export function BundleListPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const { params, update, searchText, changeSearch } = useListState(qbBundleListQuerySchema);
  const bundles = useBundles(params);
  const data = bundles.data;
  const isFiltered =
    Boolean(params.q) || params.status !== undefined || params.quiz_id !== undefined;
  const parts = listPageParts({
    list: bundles,
    params,
    update,
    t,
    texts: 'bundles',
    isFiltered,
    filteredHintKey: 'list.emptyFilteredHint',
  });

  return (
    <ListPageFrame
      title={t('bundles.title')}
      description={t('bundles.lead')}
      addLabel={t('bundles.add')}
      addTo="/admin/qb/bundles/add"
      search={{ label: t('list.search'), value: searchText, onChange: changeSearch }}
      filters={<QbStatusFilter statuses={qbBundleStatuses} value={params.status} update={update} />}
      {...parts.frame}
    >
      <ListTable
        {...parts.table}
        columns={[t('fields.title'), t('fields.status'), t('bundles.quizzes'), t('list.questions')]}
        minWidth={600}
      >
        {data?.items.map((bundle) => (
          <Table.Tr key={bundle.bundle_id}>
            <Table.Td>
              <Anchor component={Link} to={bundleDetailPath(bundle.bundle_id)}>
                {qbText(bundle, 'title', lang)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <QbStatusBadge status={bundle.status} />
            </Table.Td>
            <Table.Td>{bundle.quiz_count}</Table.Td>
            <Table.Td>{bundle.question_count}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}
