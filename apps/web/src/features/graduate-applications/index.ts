export { GraduateApplicationsPage } from './graduate-applications-page';
