export { CareerPage } from './career-page';
export { CareerApplyPage } from './career-apply-page';
export { CareerAdminPage } from './career-admin-page';
export { CareerApplicationPage } from './career-application-page';
export { MyApplicationsSection } from './my-applications-section';
export { useCareerWaitingCount } from './api';
