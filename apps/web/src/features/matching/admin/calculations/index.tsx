export { CalculationListPage } from './calculation-list-page';
export { CalculationDetailPage } from './calculation-detail-page';
