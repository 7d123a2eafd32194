export { AssistantPage } from './assistant-page';
export { AdminAssistantPage } from './admin-assistant-page';
export { SearchPage } from './search-page';
