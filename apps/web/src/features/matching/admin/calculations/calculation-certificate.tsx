import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchCalculation } from '@campus/contracts';
import { DetailCard } from '../../../../components/detail-card';
import { useNumber } from './calculation-figures';
import { ListTable } from '../../../../components/list-table';

/** The optimality certificate of each matching (one per rank in top-k). */
export function CertificateSection({ calculation }: { calculation: MatchCalculation }) {
  const { t } = useTranslation('matching-admin-calculations');
  const number = useNumber();
  if (calculation.certificates.length === 0) return null;
  return (
    <DetailCard id="certificate-heading" title={t('detail.certificate.title')} gap="sm">
      <Text size="sm" c="dimmed">
        {t('detail.certificate.hint')}
      </Text>
      <ListTable
        minWidth={760}
        caption={t('detail.certificate.caption', { count: calculation.certificates.length })}
        columns={[
          t('detail.certificate.rank'),
          t('detail.certificate.dualFeasible'),
          t('detail.certificate.primalEqualsDual'),
          t('detail.certificate.primal'),
          t('detail.certificate.dual'),
          t('detail.certificate.pricing_rounds'),
          t('detail.certificate.edges_added'),
          t('detail.certificate.graph_edges'),
          t('detail.certificate.certified'),
        ]}
        dense
      >
        {calculation.certificates.map((certificate) => (
          <Table.Tr key={certificate.rank}>
            <Table.Th scope="row" fw={400}>
              {certificate.rank}
            </Table.Th>
            <Table.Td>
              {certificate.violation_count === 0
                ? `✓ ${t('detail.certificate.noViolation')}`
                : `✗ ${t('detail.certificate.violations', { count: certificate.violation_count })}`}
            </Table.Td>
            <Table.Td>
              {certificate.primal === certificate.dual
                ? `✓ ${t('detail.certificate.equal')}`
                : `✗ ${t('detail.certificate.gap', { gap: number(certificate.dual - certificate.primal) })}`}
            </Table.Td>
            <Table.Td>{number(certificate.primal)}</Table.Td>
            <Table.Td>{number(certificate.dual)}</Table.Td>
            <Table.Td>{number(certificate.pricing_rounds)}</Table.Td>
            <Table.Td>{number(certificate.edges_added)}</Table.Td>
            <Table.Td>{number(certificate.graph_edges)}</Table.Td>
            <Table.Td>
              <Badge color={certificate.certified ? 'teal' : 'red'} variant="light">
                {certificate.certified ? `✓ ${t('certified.yes')}` : `✗ ${t('certified.no')}`}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </DetailCard>
  );
}
