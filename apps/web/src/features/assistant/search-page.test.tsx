import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { SearchPage } from './search-page';

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'search', (call) =>
    jsonResponse(200, {
      q: call.search.get('q'),
      groups: [
        {
          source_type: 'qa',
          items: [
            {
              source_id: 'e1',
              title: 'How do I apply for Erasmus? / Erasmus’a nasıl başvururum?',
              path: '/qa/display?group=1001#qa-e1',
              fragment: 'Apply for **Erasmus** in March <b>now</b>.',
            },
          ],
        },
        {
          source_type: 'information',
          items: [
            {
              source_id: 'erasmus',
              title: 'Erasmus exchange',
              path: '/information/display/erasmus',
              fragment: 'The **Erasmus** office is in building A.',
            },
          ],
        },
      ],
    }),
  );
});

describe('SearchPage', () => {
  it('searches from the address, groups the pages by kind and links each to its page', async () => {
    renderRoutes({
      routes: [{ path: '/search', element: <SearchPage /> }],
      initialEntry: '/search?q=Erasmus',
    });
    expect(await screen.findByText('2 pages found for “Erasmus”.')).toBeVisible();
    const bank = screen.getByRole('region', { name: 'Q&A bank' });
    const link = within(bank).getByRole('link', {
      name: 'How do I apply for Erasmus? / Erasmus’a nasıl başvururum?',
    });
    expect(link).toHaveAttribute('href', '/qa/display?group=1001#qa-e1');
    // The fragment is text: its matching word in bold, raw HTML shown as written.
    expect(within(bank).getByText('Erasmus', { selector: 'strong' })).toBeVisible();
    expect(within(bank).getByText(/<b>now<\/b>/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Information bank' })).getByRole('link', {
        name: 'Erasmus exchange',
      }),
    ).toHaveAttribute('href', '/information/display/erasmus');
    expect(fakeServer.callsTo('GET', 'search')[0]?.search.get('q')).toBe('Erasmus');
    // The reader's language, so that a page in both shows its passage in this one.
    expect(fakeServer.callsTo('GET', 'search')[0]?.search.get('lang')).toBe('en');
  });

  it('waits for two characters, then searches as one types', async () => {
    const { router } = renderRoutes({
      routes: [{ path: '/search', element: <SearchPage /> }],
      initialEntry: '/search',
    });
    const box = screen.getByRole('textbox', { name: 'Search CampusHub' });
    expect(screen.getByText('Type at least 2 characters.')).toBeVisible();
    await user.type(box, 'e');
    expect(fakeServer.callsTo('GET', 'search')).toHaveLength(0);
    await user.type(box, 'rasmus');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=erasmus');
    });
    expect(await screen.findByText('2 pages found for “erasmus”.')).toBeVisible();
  });
});
