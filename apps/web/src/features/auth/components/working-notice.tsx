import { Center, Loader, Stack, Text } from '@mantine/core';

/** A call under way (a link being checked), announced to screen readers. */
export function WorkingNotice({ children }: { children: string }) {
  return (
    <Center py="lg" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
