export { FeedbackPage } from './feedback-page';
export { AdminFeedbackPage } from './admin-feedback-page';
export { MyFeedbackSection } from './my-feedback-section';
export { useFeedbackWaitingCount } from './api';
