export { AppEffects } from './app-effects';
