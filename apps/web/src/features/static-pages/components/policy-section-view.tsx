import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { PolicySection } from '../content/policy-types';
import classes from '../policy-page.module.css';
import { LinkedText } from './linked-text';

interface PolicySectionViewProps {
  section: PolicySection;
  /** The section's number, shown before its heading and in the table of contents. */
  number: number;
  contactEmail: string;
}

/** One numbered section of a policy: heading, paragraphs, an optional list, table and closing paragraphs. */
export function PolicySectionView({ section, number, contactEmail }: PolicySectionViewProps) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId} fz={{ base: 20, sm: 24 }} mb="sm">
        {`${String(number)}. ${section.heading}`}
      </Title>
      <Stack gap="sm" className={classes.body}>
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>
            <LinkedText text={paragraph} contactEmail={contactEmail} />
          </Text>
        ))}
        {section.list === undefined ? null : (
          <List spacing="xs" withPadding>
            {section.list.map((item) => (
              <List.Item key={item}>
                <LinkedText text={item} contactEmail={contactEmail} />
              </List.Item>
            ))}
          </List>
        )}
        {section.table === undefined ? null : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder withColumnBorders striped verticalSpacing="sm" captionSide="top">
              <Table.Caption>{section.table.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {section.table.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.table.rows.map((row) => (
                  <Table.Tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <Table.Th
                          key={cell}
                          scope="row"
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {cell}
                        </Table.Th>
                      ) : (
                        <Table.Td key={`${String(index)}-${cell}`}>{cell}</Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {section.closing?.map((paragraph) => (
          <Text key={paragraph}>
            <LinkedText text={paragraph} contactEmail={contactEmail} />
          </Text>
        ))}
      </Stack>
    </section>
  );
}
