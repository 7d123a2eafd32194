import { buildResources } from '../lib/i18n';

/** Every text of the app in English, one namespace per file of `en/`. */
export default buildResources(import.meta.glob('./en/*.json', { eager: true }));
