export { GraduateApplicationsPage } from './graduate-applications-page';
export { useGraduateApplicationsWaitingCount } from './api';
