export { MatchesPage } from './matches-page';
