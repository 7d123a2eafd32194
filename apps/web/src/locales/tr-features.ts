import { buildResources } from '../lib/i18n';

/** The features' texts in Turkish: every namespace of `tr/` but the shell's (`tr.ts`). */
export default buildResources(
  import.meta.glob(
    [
      './tr/*.json',
      '!./tr/common.json',
      '!./tr/shell.json',
      '!./tr/pages.json',
      '!./tr/notifications.json',
      '!./tr/events.json',
      '!./tr/conflicts.json',
    ],
    { eager: true },
  ),
);
