// Setup of the `web` test project, whose files share each worker's module cache (vitest.config.ts).
// It runs before every file, after setup.ts (which fakes the API client for both projects): a
// reset of the state a module keeps from one file to the next.
import { vi } from 'vitest';
import { setSignedOut } from '../lib/auth-store';
import { i18n } from '../lib/i18n';
import { fakeServer } from './render-feature';

fakeServer.reset();
// Every file starts signed out; one that needs a person signs them in itself.
setSignedOut();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
if (i18n.language !== 'en') await i18n.changeLanguage('en');
