/**
 * Every table of every feature, gathered for Drizzle (typed queries, migrations).
 * A feature declares its tables in `<feature>.tables.ts` (a large one also in
 * `<resource>.tables.ts` beside it); each file is listed here once.
 */
export * from '../features/accounts/accounts.tables';
export * from '../features/system/system.tables';
export * from '../features/analytics/analytics.tables';
export * from '../features/courses/courses.tables';
export * from '../platform/audit/audit.tables';
export * from '../features/dev-log/dev-log.tables';
export * from '../features/information/information.tables';
export * from '../features/events/events.tables';
export * from '../features/listings/listings.tables';
export * from '../features/therapist-pools/therapist-pools.tables';
export * from '../features/questions/questions.tables';
export * from '../features/career/career.tables';
export * from '../features/notifications/notifications.tables';
export * from '../features/waitlist/waitlist.tables';
export * from '../features/votes/votes.tables';
export * from '../features/contact/contact.tables';
export * from '../features/feedback/feedback.tables';
export * from '../platform/jobs.tables';
export * from '../features/alarms/alarms.tables';
export * from '../features/instagram/instagram.tables';
export * from '../features/quiz-builder/quiz-builder.tables';
export * from '../features/quiz-builder/questions.tables';
export * from '../features/quiz-builder/quizzes.tables';
export * from '../features/quiz-builder/bundles.tables';
export * from '../features/quiz-builder/responses.tables';
export * from '../features/assistant/assistant.tables';
export * from '../features/matching/matching.tables';
