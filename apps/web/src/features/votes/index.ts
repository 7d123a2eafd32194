export { VotesPage } from './votes-page';
export { ProposeQuestionPage } from './propose-question-page';
export { VotesModerationPanel } from './votes-moderation-panel';
export { VotesQueueBadge, useVotesWaitingCount } from './votes-queue-badge';
export { MyVotesSection } from './my-votes-section';
