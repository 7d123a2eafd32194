import type { ReactNode } from 'react';
import { Skeleton, Table } from '@mantine/core';

interface ListTableProps {
  /** What the table lists, read first by screen readers (for example '42 users'). */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The width under which the table scrolls sideways. */
  minWidth: number;
  /** True while the first page loads: placeholder rows stand in for the rows. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. */
  loadingRows?: number;
  /** Stripes and a hover shade, for a list of things; a table of figures goes without. */
  striped?: boolean;
  /** Tighter rows, for a table of figures. */
  dense?: boolean;
  /** The rows (`Table.Tr`), once loaded. */
  children?: ReactNode;
}

/** A table with a caption and column headings (striped unless told), and placeholder rows while it loads. */
export function ListTable({
  caption,
  columns,
  minWidth,
  loading = false,
  loadingRows = 0,
  striped = true,
  dense = false,
  children,
}: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        striped={striped}
        highlightOnHover={striped}
        verticalSpacing={dense ? 'xs' : 'sm'}
        captionSide="top"
      >
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
        <Table.Tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {columns.map((_column, column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
