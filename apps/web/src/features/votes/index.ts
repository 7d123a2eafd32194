export { VotesPage } from './votes-page';
export { ProposeQuestionPage } from './propose-question-page';
export { VotesModerationPanel } from './votes-moderation-panel';
export { VotesQueueBadge } from './votes-queue-badge';
export { useVotesWaitingCount } from './api';
export { MyVotesSection } from './my-votes-section';
