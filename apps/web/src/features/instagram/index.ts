export { AdminInstagramPage } from './admin-instagram-page';
export { InstagramFeaturedSection } from './components/instagram-featured-section';
