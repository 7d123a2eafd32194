export { InformationPage } from './information-page';
