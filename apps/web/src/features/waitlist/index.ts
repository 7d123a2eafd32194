export { WaitlistPage } from './waitlist-page';
export { AdminWaitlistPage } from './admin-waitlist-page';
export { MyWaitlistSection } from './my-waitlist-section';
