import { buildResources } from '../lib/i18n';

/** The shell's texts in Turkish (`shellNamespaces` of lib/i18n.ts), one namespace per file of `tr/`. */
export default buildResources(
  import.meta.glob(
    [
      './tr/common.json',
      './tr/shell.json',
      './tr/pages.json',
      './tr/notifications.json',
      './tr/events.json',
      './tr/conflicts.json',
    ],
    { eager: true },
  ),
);
