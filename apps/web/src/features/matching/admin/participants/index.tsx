export { ParticipantListPage } from './participant-list-page';
export { ParticipantDetailPage } from './participant-detail-page';
export { ParticipantEditPage } from './participant-edit-page';
