export { QuizBuilderPage } from './quiz-builder-page';
export { QuizBuilderPathsPage } from './paths-page';
