export { QuestionsPage } from './pool/questions-page';
export { DemoThreadPage } from './pool/demo-thread-page';
export { QaPage } from './bank/qa-page';
export { QuestionsModerationPanel } from './moderation/questions-moderation-panel';
export { QuestionsQueueBadge } from './moderation/questions-queue-badge';
export { MyQuestionsSection } from './my-questions-section';
export { useMyOpenQuestionCount, useQuestionsWaitingCount } from './api';
export { useQuestionsViewer } from './language';
