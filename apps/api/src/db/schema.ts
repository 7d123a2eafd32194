/**
 * Every table of every feature, gathered for Drizzle (typed queries, migrations).
 * A feature declares its tables in `<feature>.tables.ts`; they are listed here once.
 */
export * from '../features/accounts/accounts.tables';
export * from '../features/system/system.tables';
export * from '../features/analytics/analytics.tables';
export * from '../features/courses/courses.tables';
export * from '../platform/audit/audit.tables';
export * from '../features/dev-log/dev-log.tables';
