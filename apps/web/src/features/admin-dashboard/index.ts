/** The admin dashboard's own parts: system settings, page views and the audit log. */
export { MaintenanceCard } from './components/maintenance-card';
export { PageViewsCard } from './components/page-views-card';
export { AuditLogCard } from './components/audit-log-card';
