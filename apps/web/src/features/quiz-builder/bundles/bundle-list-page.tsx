import { Anchor, Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  defaultPageSize,
  pageSizes,
  qbBundleStatuses,
  type QbBundleStatus,
} from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useListParams } from '../../../lib/use-list-params';
import { useBundles, type QbBundleListParams } from '../api/quizzes-api';
import { QbListFrame } from '../components/qb-list-frame';
import { qbListFrameState } from '../components/qb-list-frame-state';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge } from '../quizzes/quiz-badges';

function isStatus(value: string | null): value is QbBundleStatus {
  return value !== null && (qbBundleStatuses as readonly string[]).includes(value);
}

export function readBundleListParams(search: URLSearchParams): QbBundleListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: search.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

export function writeBundleListParams(params: QbBundleListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

export const bundleDetailPath = (bundleId: string) => `/admin/qb/bundles/one/main/${bundleId}`;

/** `/admin/qb/bundles`: every bundle, searchable and by status. */
export function BundleListPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const { params, update, searchText, changeSearch } = useListParams(
    readBundleListParams,
    writeBundleListParams,
  );
  const bundles = useBundles(params);
  const data = bundles.data;
  const isFiltered = params.q !== '' || params.status !== 'all';

  return (
    <QbListFrame
      title={t('bundles.title')}
      description={t('bundles.lead')}
      addLabel={t('bundles.add')}
      addTo="/admin/qb/bundles/add"
      search={{ label: t('list.search'), value: searchText, onChange: changeSearch }}
      filters={
        <Select<QbBundleStatus | 'all'>
          label={t('fields.status')}
          allowDeselect={false}
          value={params.status}
          data={[
            { value: 'all', label: t('list.allStatuses') },
            ...qbBundleStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          ]}
          onChange={(status) => {
            if (status !== null) update({ status, page: 1 });
          }}
        />
      }
      {...qbListFrameState({
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
    </QbListFrame>
  );
}
