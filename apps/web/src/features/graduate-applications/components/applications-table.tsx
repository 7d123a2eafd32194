import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GraduateApplication } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { ApplicationStatusBadge } from './status-badge';

interface ApplicationsTableProps {
  caption: string;
  applications: readonly GraduateApplication[] | undefined;
  /** Rows of placeholders while the first page loads. */
  loadingRows: number;
  onOpen: (application: GraduateApplication) => void;
}

/** The applications as a table; a row (or its name, for keyboards) opens the details. */
export function ApplicationsTable({
  caption,
  applications,
  loadingRows,
  onOpen,
}: ApplicationsTableProps) {
  const { t } = useTranslation('graduates');
  const formatDate = useFormatDate();
  return (
    <ListTable
      caption={caption}
      minWidth={860}
      columns={[
        t('columns.name'),
        t('columns.email'),
        t('columns.graduationYear'),
        t('columns.department'),
        t('columns.studentNumber'),
        t('columns.submitted'),
        t('columns.status'),
      ]}
      loading={applications === undefined}
      loadingRows={loadingRows}
    >
      {applications?.map((application) => {
        const name = `${application.user_first_name} ${application.user_last_name}`.trim();
        return (
          <Table.Tr
            key={application.application_id}
            style={{ cursor: 'pointer' }}
            onClick={() => {
              onOpen(application);
            }}
          >
            <Table.Td>
              <UnstyledButton
                fw={600}
                fz="sm"
                aria-label={t('table.openLabel', { name })}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(application);
                }}
              >
                {name}
              </UnstyledButton>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{application.user_email}</Table.Td>
            <Table.Td>{application.graduation_year}</Table.Td>
            <Table.Td>{application.department}</Table.Td>
            <Table.Td>{application.student_number}</Table.Td>
            <Table.Td>{formatDate(application.submitted_at)}</Table.Td>
            <Table.Td>
              <ApplicationStatusBadge status={application.status} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
