export { CourseCatalogPage } from './course-catalog-page';
