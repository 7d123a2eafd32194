export { ListingsBoardPage } from './listings-board-page';
export { ListingsModerationPanel } from './listings-moderation-panel';
export { ListingsQueueBadge, useListingsWaitingCount } from './listings-queue-badge';
export { MyListingsSection } from './my-listings-section';
export { HomePage } from './home/home-page';
