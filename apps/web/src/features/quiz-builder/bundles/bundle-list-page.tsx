import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qbBundleListQuerySchema, qbBundleStatuses } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useListState } from '../../../lib/use-list-state';
import { useBundles } from '../api';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { listPageFrameState } from '../../../components/page-frames/list-page-frame-state';
import { qbText, useQbLang } from '../components/qb-text';
import { FilterSelect } from '../../../components/list-filters';
import { QbStatusBadge } from '../quizzes/quiz-badges';

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

  return (
    <ListPageFrame
      title={t('bundles.title')}
      description={t('bundles.lead')}
      addLabel={t('bundles.add')}
      addTo="/admin/qb/bundles/add"
      search={{ label: t('list.search'), value: searchText, onChange: changeSearch }}
      filters={
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('list.allStatuses')}
          options={qbBundleStatuses.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
        />
      }
      {...listPageFrameState({
        list: bundles,
        params,
        update,
        loadErrorTitle: t('bundles.loadFailed'),
        empty: {
          isFiltered,
          title: t('bundles.empty'),
          hint: t('bundles.emptyHint'),
          filteredTitle: t('bundles.emptyFiltered'),
          filteredHint: t('list.emptyFilteredHint'),
        },
      })}
    >
      <ListTable
        caption={t('bundles.caption', { count: data?.total ?? 0 })}
        columns={[t('fields.title'), t('fields.status'), t('bundles.quizzes'), t('list.questions')]}
        minWidth={600}
        loading={data === undefined}
        loadingRows={Math.min(params.page_size, 5)}
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
