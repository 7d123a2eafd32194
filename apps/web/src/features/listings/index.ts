export { ListingsBoardPage } from './listings-board-page';
export { ListingsModerationPanel } from './listings-moderation-panel';
export { ListingsQueueBadge } from './listings-queue-badge';
export { useListingsWaitingCount } from './api';
export { MyListingsSection } from './my-listings-section';
export { HomePage } from './home/home-page';
