import { afterEach, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MatchBlock, MyMatch, MyMatchRounds } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { signInAs } from '../../test/people';
import { MatchesPage } from './matches-page';

// How the matching pages' tests start, end, click and answer.

/**
 * Sets up a matching test file: before each test `serve` (who is signed in,
 * the fake server's answers), after each the person is signed out. Gives the
 * file's `user` (user-event without its pointer-events check, which Mantine's
 * overlays trip) and `choose`, which picks an option of a labelled select.
 */
export function setUpMatchingTests(serve: () => void) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  beforeEach(serve);
  afterEach(() => {
    setSignedOut();
  });
  return {
    user,
    choose: async (label: string | RegExp, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    },
  };
}

/** The rounds answer of `/matches` (no dating, consent version 1) with these rounds. */
export const roundsAnswer = (
  items: MyMatchRounds['items'],
  more: Partial<MyMatchRounds> = {},
): MyMatchRounds => ({
  dating_enabled: false,
  consent_version: 1,
  dating_consent_version: 1,
  items,
  ...more,
});

/**
 * Signs the student in and answers the reads of `/matches`: the rounds, the
 * student's matches and blocks (none unless given).
 */
export function serveMatchesPage({
  rounds = roundsAnswer([]),
  mine = [],
  blocks = [],
}: {
  rounds?: MyMatchRounds;
  mine?: readonly MyMatch[];
  blocks?: readonly MatchBlock[];
} = {}): void {
  fakeServer.reset();
  signInAs('student');
  fakeServer.on('GET', 'matches/blocks', () => jsonResponse(200, { items: blocks }));
  fakeServer.on('GET', 'matches/mine', () =>
    jsonResponse(200, { items: mine, page: 1, page_size: 100, total: mine.length }),
  );
  fakeServer.on('GET', 'matches/rounds', () => jsonResponse(200, rounds));
}

/** Renders `/matches` (a bundle's page stands behind its links). */
export function renderMatchesPage(language: Locale = 'en') {
  return renderRoutes({
    routes: [
      { path: '/matches', element: <MatchesPage /> },
      { path: '/bundle/:bundle_id', element: <p>The bundle</p> },
    ],
    initialEntry: '/matches',
    language,
  });
}
