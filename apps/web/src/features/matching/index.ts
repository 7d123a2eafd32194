export { MatchesPage } from './matches-page';
export { useMatchingSummary, type MatchingSummary } from './api';
export { roundTitleOf } from './round-title';
