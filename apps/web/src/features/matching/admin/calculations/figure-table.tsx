import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A table of figures: its caption and column headings, then its rows. */
export function FigureTable({
  caption,
  columns,
  minWidth,
  striped = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The width under which the table scrolls sideways. */
  minWidth: number;
  striped?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="xs" captionSide="top" striped={striped}>
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
