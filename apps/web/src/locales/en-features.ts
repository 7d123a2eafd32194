import { buildResources } from '../lib/i18n';

/** The features' texts in English: every namespace of `en/` but the shell's (`en.ts`). */
export default buildResources(
  import.meta.glob(
    [
      './en/*.json',
      '!./en/common.json',
      '!./en/shell.json',
      '!./en/pages.json',
      '!./en/notifications.json',
      '!./en/events.json',
      '!./en/conflicts.json',
    ],
    { eager: true },
  ),
);
