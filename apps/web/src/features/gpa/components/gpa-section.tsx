import type { ReactNode } from 'react';
import { Paper, type PaperProps } from '@mantine/core';

interface GpaSectionProps extends PaperProps {
  /** The id of the heading that names the section, or else its name. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** A bordered section of the GPA calculator (the summary, a semester, the planner). */
export function GpaSection({ labelledBy, label, children, ...props }: GpaSectionProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={labelledBy}
      aria-label={label}
      {...props}
    >
      {children}
    </Paper>
  );
}
