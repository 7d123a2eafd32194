import { buildResources } from '../lib/i18n';

/** The shell's texts in English (`shellNamespaces` of lib/i18n.ts), one namespace per file of `en/`. */
export default buildResources(
  import.meta.glob(
    [
      './en/common.json',
      './en/shell.json',
      './en/pages.json',
      './en/notifications.json',
      './en/events.json',
      './en/conflicts.json',
    ],
    { eager: true },
  ),
);
