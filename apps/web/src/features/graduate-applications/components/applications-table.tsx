import { Skeleton, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GraduateApplication } from '@campus/contracts';
import { useFormatDate } from '../format-date';
import { StatusBadge } from './status-badge';

interface ApplicationsTableProps {
  caption: string;
  applications: readonly GraduateApplication[] | undefined;
  /** Rows of placeholders while the first page loads. */
  loadingRows: number;
  onOpen: (application: GraduateApplication) => void;
}

const columnCount = 7;

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
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.email')}</Table.Th>
            <Table.Th scope="col">{t('columns.graduationYear')}</Table.Th>
            <Table.Th scope="col">{t('columns.department')}</Table.Th>
            <Table.Th scope="col">{t('columns.studentNumber')}</Table.Th>
            <Table.Th scope="col">{t('columns.submitted')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications === undefined
            ? Array.from({ length: loadingRows }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {Array.from({ length: columnCount }, (__, column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : applications.map((application) => {
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
                      <StatusBadge status={application.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
