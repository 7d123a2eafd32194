import { Skeleton, Stack, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadingStateProps {
  /** The heights of the placeholder blocks, top to bottom. */
  heights?: readonly number[];
  /** The width of the first block (a title's placeholder is narrower). */
  firstWidth?: string;
  gap?: MantineSpacing;
}

/** Placeholder blocks while a read loads, announced once as "Loading…" to screen readers. */
export function LoadingState({ heights = [120], firstWidth, gap = 'md' }: LoadingStateProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={gap} role="status">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      {heights.map((height, index) => (
        <Skeleton
          // The blocks never reorder: their place is their identity.
          key={index}
          height={height}
          radius="md"
          width={index === 0 ? firstWidth : undefined}
          aria-hidden
        />
      ))}
    </Stack>
  );
}
