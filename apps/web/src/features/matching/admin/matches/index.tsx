export { MatchAdminListPage } from './match-list-page';
export { MatchAdminAddPage } from './match-add-page';
export { MatchAdminDetailPage } from './match-detail-page';
export { MatchAdminEditPage } from './match-edit-page';
