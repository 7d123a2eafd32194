export { EventsDrawer, type EventsDrawerProps } from './components/events-drawer';
export { EventPage } from './event-page';
export { EventBoardPanel } from './board/event-board-panel';
export { EventBoardBadge } from './board/event-board-badge';
export { useEventsWaitingCount } from './api';
