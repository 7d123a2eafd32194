/** The FAQ as groups of question keys; the texts live under `faq.groups.{group}` and `faq.items.{item}`. */
export const FAQ_GROUPS = [
  { key: 'general', items: ['whatIs', 'cost', 'languages'] },
  { key: 'courses', items: ['openAccess', 'vip', 'pendingReview', 'gpa'] },
  { key: 'accounts', items: ['register', 'graduates', 'deleteExport'] },
  { key: 'community', items: ['anonymous', 'moderation', 'becomeModerator', 'therapyPools'] },
  { key: 'privacy', items: ['cookies', 'contact'] },
] as const;
