import type { ReactNode } from 'react';
import { Badge, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TherapistEntry } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { LoadErrorState } from '../../../components/load-error-state';
import { useEntry } from '../api';
import { useFeeText } from '../entry-text';

interface EntryDetailModalProps {
  /** The row that was opened; its full text is read from the server. */
  entry: TherapistEntry;
  onClose: () => void;
  onReport: (entry: TherapistEntry) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

/** One experience in full, with a Report button for entries written by someone else. */
export function EntryDetailModal({ entry, onClose, onReport }: EntryDetailModalProps) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const feeText = useFeeText();
  const detail = useEntry(entry.pool, entry.entry_id);
  const shown = detail.data ?? entry;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('detail.title', { name: entry.therapist_name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      <Stack gap="md">
        {detail.isError ? <LoadErrorState title={t('detail.loadFailed')} query={detail} /> : null}
        <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="xs" m={0}>
          <Fact label={t('detail.city')}>{shown.city}</Fact>
          <Fact label={t('detail.mode')}>
            <Badge variant="light" color={shown.is_online ? 'teal' : 'gray'}>
              {shown.is_online ? t('table.online') : t('table.inPerson')}
            </Badge>
          </Fact>
          <Fact label={t('detail.sessions')}>{shown.sessions}</Fact>
          <Fact label={t('detail.fee')}>{feeText(shown.fee)}</Fact>
          <Fact label={t('detail.shared')}>{formatDate(shown.created_at)}</Fact>
        </SimpleGrid>
        <div>
          <Text size="sm" fw={600}>
            {t('detail.experience')}
          </Text>
          {detail.isLoading ? (
            <Skeleton height={80} aria-hidden />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {shown.experience}
            </Text>
          )}
        </div>
        <Group justify="space-between" gap="sm">
          {shown.is_mine ? (
            <Text size="sm" c="dimmed">
              {t('detail.mineNote')}
            </Text>
          ) : (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconFlag size={16} aria-hidden />}
              aria-label={t('detail.reportLabel', { name: entry.therapist_name })}
              onClick={() => {
                onReport(entry);
              }}
            >
              {t('detail.report')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('detail.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
