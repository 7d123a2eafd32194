import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@campus/contracts';

export interface NotificationText {
  /** The sentence of the notification, in the interface language. */
  text: string;
  /** A moderator's note of a rejection, shown as written; null otherwise. */
  note: string | null;
}

/**
 * Renders a notification from its kind and payload in the reader's language, so a language
 * switch re-renders old notifications too (the API stores no text).
 */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t } = useTranslation('notifications');
  return useCallback(
    (notification: Notification): NotificationText => {
      switch (notification.kind) {
        case 'course_experience.reviewed': {
          const { status, course_code, note } = notification.payload;
          return {
            text: t(`kinds.courseExperience.${status}`, { course: course_code }),
            note: status === 'rejected' ? note : null,
          };
        }
        case 'user.vip_unlocked':
          return { text: t('kinds.vipUnlocked'), note: null };
        case 'pool_question.replied':
          return { text: t('kinds.poolReply'), note: null };
        case 'listing.reviewed': {
          const { status, note } = notification.payload;
          return {
            text: t(`kinds.listing.${status}`),
            note: status === 'rejected' ? note : null,
          };
        }
        case 'listing.expired':
          return {
            text: t('kinds.listingExpired', { title: notification.payload.title }),
            note: null,
          };
        case 'therapist_entry.reviewed': {
          const { status, note, pool } = notification.payload;
          return {
            text: t(`kinds.therapistEntry.${status}`, { pool: t(`kinds.pools.${pool}`) }),
            note: status === 'rejected' ? note : null,
          };
        }
        case 'alarm.fired':
          return { text: t('kinds.alarm', { title: notification.payload.title }), note: null };
        case 'feedback.answered': {
          const { kind, status } = notification.payload;
          return {
            text: t(`kinds.feedback.${kind}`, { status: t(`kinds.feedbackStatus.${status}`) }),
            note: null,
          };
        }
        case 'career_application.reviewed':
          return {
            text: t('kinds.career', {
              status: t(`kinds.careerStatus.${notification.payload.status}`),
            }),
            note: null,
          };
        case 'match.published':
          return { text: t('kinds.matchPublished'), note: null };
        case 'match.accepted':
          return { text: t('kinds.matchAccepted'), note: null };
        case 'match.feedback':
          return { text: t('kinds.matchFeedback'), note: null };
        case 'match.reported':
          return { text: t('kinds.matchReported'), note: null };
      }
    },
    [t],
  );
}
