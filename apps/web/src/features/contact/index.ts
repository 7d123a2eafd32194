export { ContactPage } from './contact-page';
export { AdminContactsPage } from './admin-contacts-page';
export { AdminContactPage } from './admin-contact-page';
export { useContactWaitingCount } from './api';
