export { DevLogPage } from './dev-log-page';
