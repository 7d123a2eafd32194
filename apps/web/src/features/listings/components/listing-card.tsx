import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';

interface ListingCardProps {
  listing: Listing;
  onOpen: () => void;
}

/** One listing of a board: its title (opens the detail), author, expiry and two lines of text. */
export function ListingCard({ listing, onOpen }: ListingCardProps) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const titleId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component="button" type="button" inherit onClick={onOpen} ta="start">
            {listing.title}
          </Anchor>
        </Title>
        <Group gap="md" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('card.expires', { date: formatDate(`${listing.expires_on}T12:00:00Z`) })}
            </Text>
          </Group>
          {listing.author_name === null ? null : (
            <Group gap={4} wrap="nowrap">
              <IconUser size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {listing.author_name}
              </Text>
            </Group>
          )}
        </Group>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {listing.description}
        </Text>
      </Stack>
    </Paper>
  );
}
