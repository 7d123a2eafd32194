/**
 * Contracts shared by the API and the web app: schemas, enumerations,
 * limits and error codes. Nothing here depends on either app.
 */
export * from './problem';
export * from './endpoint';
export * from './pagination';
export * from './roles';
export * from './search-text';
export * from './people';
export * from './system';
export * from './analytics';
export * from './audit';
export * from './courses';
export * from './field-messages';
export * from './accounts';
export * from './course-experiences';
export * from './gpa';
export * from './dev-log';
export * from './events';
export * from './events.endpoints';
export * from './information';
export * from './listings';
export * from './home';
export * from './therapist-pools';
export * from './questions';
export * from './alarms';
export * from './alarms.endpoints';
export * from './waitlist';
export * from './votes';
export * from './career';
export * from './notifications';
export * from './contact';
export * from './feedback';
export * from './instagram';
export * from './quiz-builder';
export * from './quiz-builder-questions';
export * from './quiz-builder-quizzes';
export * from './quiz-builder-responses';
export * from './quiz-builder-transfer';
export * from './quiz-taking';
