import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

interface SuccessPanelProps {
  title: string;
  children?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  icon?: ReactNode;
  color?: string;
}

/** What a form turns into after it succeeded; its heading takes the focus so screen readers announce it. */
export function SuccessPanel({
  title,
  children,
  actions,
  icon,
  color = 'teal',
}: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        {icon ?? <IconCircleCheck size={32} stroke={1.6} />}
      </ThemeIcon>
      <Title order={2} fz="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children !== undefined && <Text>{children}</Text>}
      {actions !== undefined && (
        <Stack gap="xs" w="100%" mt="xs">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
