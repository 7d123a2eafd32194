import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchCalculation } from '@campus/contracts';
import { FigureSection, useNumber } from './calculation-figures';

/** The optimality certificate of each matching (one per rank in top-k). */
export function CertificateSection({ calculation }: { calculation: MatchCalculation }) {
  const { t } = useTranslation('matching-admin-calculations');
  const number = useNumber();
  if (calculation.certificates.length === 0) return null;
  return (
    <FigureSection id="certificate-heading" title={t('detail.certificate.title')}>
      <Text size="sm" c="dimmed">
        {t('detail.certificate.hint')}
      </Text>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="xs" captionSide="top" striped>
          <Table.Caption style={{ textAlign: 'start' }}>
            {t('detail.certificate.caption', { count: calculation.certificates.length })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail.certificate.rank')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.dualFeasible')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.primalEqualsDual')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.primal')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.dual')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.pricing_rounds')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.edges_added')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.graph_edges')}</Table.Th>
              <Table.Th scope="col">{t('detail.certificate.certified')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </FigureSection>
  );
}
