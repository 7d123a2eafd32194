/**
 * The navbar's events drawer lives in the events feature; the header imports
 * it from here, so the shell needs no knowledge of the feature's layout.
 */
export { EventsDrawer } from '../features/events/components/events-drawer';
