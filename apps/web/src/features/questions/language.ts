import { useTranslation } from 'react-i18next';
import { hasModeratorAccess, type Locale, type QuestionGroup } from '@campus/contracts';
import { useAuth } from '../../lib/auth-store';

/** The interface language as a contract locale. */
export function useLanguage(): Locale {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('tr') ? 'tr' : 'en';
}

/** A group's name in a language. */
export function groupName(group: QuestionGroup, language: Locale): string {
  return language === 'tr' ? group.name_tr : group.name_en;
}

/**
 * Who reads, for query keys of answers that differ by reader: the user's id
 * or 'guest'; `ready` once the first session check has finished; and whether
 * the reader has moderator access.
 */
export function useQuestionsViewer(): { viewer: string; ready: boolean; isModerator: boolean } {
  const { user_current, loading } = useAuth();
  return {
    viewer: user_current?.user_id ?? 'guest',
    ready: !loading,
    isModerator: hasModeratorAccess(user_current?.user_role),
  };
}
