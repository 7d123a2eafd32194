import { useTranslation } from 'react-i18next';
import { useRoundTitle } from '../../round-title';
import { useAdminRounds } from '../rounds-api';
import { ns } from './labels';

/** A round's title in the reader's language, from the admins' round list. */
export function useRoundName(): (roundId: string) => string {
  const { t } = useTranslation(ns);
  const rounds = useAdminRounds();
  const roundTitle = useRoundTitle();
  return (roundId) => {
    const round = rounds.data?.items.find((item) => item.round_id === roundId);
    return round === undefined ? t('values.unknownRound') : roundTitle(round);
  };
}
