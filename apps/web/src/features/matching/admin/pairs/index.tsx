export { PairListPage } from './pair-list-page';
export { PairAddPage } from './pair-add-page';
export { PairDetailPage } from './pair-detail-page';
export { PairEditPage } from './pair-edit-page';
