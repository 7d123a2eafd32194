export { CourseCatalogPage } from './course-catalog-page';
export { CourseDetailPage } from './detail/course-detail-page';
export { MyContributionsSection } from './my-contributions/my-contributions-section';
export { CourseReviewPanel } from './review/course-review-panel';
export { CourseManagementPanel } from './review/course-management-panel';
export { CourseReviewQueueBadge } from './review/course-review-queue-badge';
export { useCourseReviewWaitingCount } from './api';
