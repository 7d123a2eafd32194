export { QuizTakePage } from './quiz-take-page';
export { BundleTakePage } from './bundle-take-page';
export { BundleDisplayPage } from './bundle-display-page';
export { MyQuizzesSection } from './my-quizzes-section';
