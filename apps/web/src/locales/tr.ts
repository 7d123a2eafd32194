import { buildResources } from '../lib/i18n';

/** Every text of the app in Turkish, one namespace per file of `tr/`. */
export default buildResources(import.meta.glob('./tr/*.json', { eager: true }));
