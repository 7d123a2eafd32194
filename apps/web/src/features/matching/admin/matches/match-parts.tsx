import { useTranslation } from 'react-i18next';
import type { MatchAdmin, MatchStatus } from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';
import type { MatchLang } from './api';

export const matchListPath = '/admin/matching/matches';
export const matchAddPath = '/admin/matching/matches/add';
export const matchDetailPath = (matchId: string) => `/admin/matching/matches/${matchId}`;
export const matchEditPath = (matchId: string) => `/admin/matching/matches/${matchId}/edit`;
export const participantPath = (participantId: string) => `/admin/matching/users/${participantId}`;
export const calculationPath = (calculationId: string) =>
  `/admin/matching/calculations/${calculationId}`;

/** The statuses in which a match can still be changed, published or revoked (the API's "open" ones). */
export const openMatchStatuses: readonly MatchStatus[] = ['proposed', 'published', 'accepted'];
export const isOpenMatch = (status: MatchStatus) => openMatchStatuses.includes(status);

/** A score of 0..10,000 as a whole percentage, as the students see it. */
export const percentOf = (score: number) => Math.round(score / 100);

/** The answers' language: the reader's. */
export function langOf(language: string): MatchLang {
  return language.startsWith('tr') ? 'tr' : 'en';
}

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation('matching-admin-matches');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}

export function ResponseBadge({ response }: { response: 'pending' | 'accepted' | 'declined' }) {
  const { t } = useTranslation('matching-admin-matches');
  return <StatusBadge status={response} label={t(`responses.${response}`)} variant="outline" />;
}

/** "Moonlight & Comet": the members' aliases (a deleted account is "a former participant"). */
export function useMembersTitle(): (match: Pick<MatchAdmin, 'members'>) => string {
  const { t } = useTranslation('matching-admin-matches');
  return (match) => {
    const [first, second] = match.members.map((member) =>
      member.alias === '' ? t('members.former') : member.alias,
    );
    return t('members.pair', {
      a: first ?? t('members.former'),
      b: second ?? t('members.former'),
    });
  };
}
