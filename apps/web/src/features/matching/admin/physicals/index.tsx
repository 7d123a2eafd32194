export { PhysicalListPage } from './physical-list-page';
export { PhysicalDetailPage } from './physical-detail-page';
export { PhysicalEditPage } from './physical-edit-page';
export { StatisticsListPage } from './statistics-list-page';
export { StatisticsDetailPage } from './statistics-detail-page';
