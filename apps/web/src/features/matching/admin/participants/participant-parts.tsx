import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { matchParticipantIdParamsSchema, type MatchParticipantStatus } from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';

export const participantListPath = '/admin/matching/users';
export const participantDetailPath = (participantId: string) =>
  `${participantListPath}/${encodeURIComponent(participantId)}`;
export const participantEditPath = (participantId: string) =>
  `${participantDetailPath(participantId)}/edit`;

/** The route's `userId` (a participant id) when it is one the API can know, else undefined. */
export function useParticipantIdParam(): string | undefined {
  const { userId } = useParams();
  const parsed = matchParticipantIdParamsSchema.shape.participant_id.safeParse(userId);
  return parsed.success ? parsed.data : undefined;
}

export function ParticipantStatusBadge({ status }: { status: MatchParticipantStatus }) {
  const { t } = useTranslation('matching-admin');
  return (
    <StatusBadge
      status={status}
      label={t(`participantStatuses.${status}`)}
      color={status === 'excluded' ? 'red' : undefined}
    />
  );
}

/** A participant's status, and "Priority" when the admins put them first. */
export function ParticipantStatusBadges({
  participant,
}: {
  participant: { status: MatchParticipantStatus; priority: boolean };
}) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <>
      <ParticipantStatusBadge status={participant.status} />
      {participant.priority ? (
        <Badge variant="outline" color="grape">
          {t('fields.priority')}
        </Badge>
      ) : null}
    </>
  );
}

/** Whether the round's bundle is complete for them. */
export function BundleBadge({ complete }: { complete: boolean }) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <Badge color={complete ? 'teal' : 'gray'} variant="light">
      {complete ? t('progress.complete') : t('progress.incomplete')}
    </Badge>
  );
}

/** Whether they are in the next calculation (active, current consent, physical record, bundle complete). */
export function ReadyBadge({ ready }: { ready: boolean }) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <Badge color={ready ? 'green' : 'orange'} variant={ready ? 'filled' : 'light'}>
      {ready ? t('progress.ready') : t('progress.notReady')}
    </Badge>
  );
}
