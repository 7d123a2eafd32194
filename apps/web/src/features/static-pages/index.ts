export { AboutPage } from './about-page';
export { FaqPage } from './faq-page';
export { LandingPage } from './landing-page';
export { PolicyPage } from './policy-page';
