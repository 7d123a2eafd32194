import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLocale, loadLocale } from './lib/i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render into.');

const root = container;

function render(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The reader's texts first, so that no key ever shows; should they fail to arrive, the page
// still renders (SPEC section 8: a missing text shows its key) rather than stay blank.
loadLocale(initialLocale).then(render, (error: unknown) => {
  console.error('[i18n] The texts could not be loaded', error);
  render();
});
