export { ProfileViewPage } from './profile-view-page';
export { ProfilePhotoPage } from './profile-photo-page';
