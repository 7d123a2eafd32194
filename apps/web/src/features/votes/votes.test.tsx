import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import {
  duplicateOptionMessage,
  voteLimits,
  voteOptionMessages,
  type VoteMine,
  type VoteQuestion,
} from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import {
  conflictResponse,
  createTestI18n,
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../test/render-feature';
import { signInAs } from '../../test/people';
import { ProposeQuestionPage } from './propose-question-page';
import { VotesPage } from './votes-page';
import { VotesModerationPanel } from './votes-moderation-panel';

const optionIds = [
  '1b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  '1b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
] as const;

const open: VoteQuestion = {
  question_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  title: 'Library open 24/7 during finals?',
  description: '<b>not bold</b>',
  status: 'published',
  review_note: null,
  options: [
    { option_id: optionIds[0], label: 'Yes', position: 0, count: 3, percentage: 75 },
    { option_id: optionIds[1], label: 'No', position: 1, count: 1, percentage: 25 },
  ],
  total_votes: 4,
  my_option_id: null,
  is_mine: false,
  can_vote: true,
  published_at: '2026-09-10T09:00:00.000Z',
  closes_at: null,
  created_at: '2026-09-09T09:00:00.000Z',
};

const voted: VoteQuestion = {
  ...open,
  options: [
    { option_id: optionIds[0], label: 'Yes', position: 0, count: 4, percentage: 80 },
    { option_id: optionIds[1], label: 'No', position: 1, count: 1, percentage: 20 },
  ],
  total_votes: 5,
  my_option_id: optionIds[0],
  can_vote: false,
};

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('student');
});
afterEach(() => {
  setSignedOut();
});

describe('the votes page', () => {
  it('asks for a choice, votes, then shows the results with the choice marked', async () => {
    let current = open;
    fakeServer.on('GET', 'votes/questions', () =>
      jsonResponse(200, { items: [current], page: 1, page_size: 10, total: 1 }),
    );
    fakeServer.on('POST', `votes/questions/${open.question_id}/vote`, () => {
      current = voted;
      return jsonResponse(200, voted);
    });
    renderRoutes({ routes: [{ path: '/v', element: <VotesPage /> }], initialEntry: '/v' });
    const card = await screen.findByRole('article', { name: open.title });
    expect(within(card).getByText('<b>not bold</b>')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Vote: ${open.title}` }));
    expect(within(card).getByText('Choose an option first')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `votes/questions/${open.question_id}/vote`)).toHaveLength(0);

    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    await user.click(within(card).getByRole('button', { name: `Vote: ${open.title}` }));
    expect(await within(card).findByText('Your vote')).toBeInTheDocument();
    expect(within(card).getByText('4 votes · 80%')).toBeInTheDocument();
    expect(within(card).getByText('5 votes in all')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `votes/questions/${open.question_id}/vote`)[0]?.body).toEqual(
      {
        option_id: optionIds[0],
      },
    );
  });

  it('shows the refusal of a second vote', async () => {
    fakeServer.on('GET', 'votes/questions', () =>
      jsonResponse(200, { items: [open], page: 1, page_size: 10, total: 1 }),
    );
    fakeServer.on('POST', `votes/questions/${open.question_id}/vote`, () =>
      problemResponse(409, 'You have already voted on this question'),
    );
    renderRoutes({ routes: [{ path: '/v', element: <VotesPage /> }], initialEntry: '/v' });
    const card = await screen.findByRole('article', { name: open.title });
    await user.click(within(card).getByRole('radio', { name: 'No' }));
    await user.click(within(card).getByRole('button', { name: `Vote: ${open.title}` }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You have already voted on this question',
    );
  });

  it('says the refusal in Turkish to a Turkish reader, by its reason', async () => {
    fakeServer.on('GET', 'votes/questions', () =>
      jsonResponse(200, { items: [open], page: 1, page_size: 10, total: 1 }),
    );
    fakeServer.on('POST', `votes/questions/${open.question_id}/vote`, () =>
      conflictResponse('You have already voted on this question', 'already_voted'),
    );
    renderRoutes({
      routes: [{ path: '/v', element: <VotesPage /> }],
      initialEntry: '/v',
      language: 'tr',
    });
    const card = await screen.findByRole('article', { name: open.title });
    await user.click(within(card).getAllByRole('radio')[1] as HTMLElement);
    await user.click(within(card).getByRole('button', { name: `Oy ver: ${open.title}` }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Bu soruda zaten oy kullandın',
    );
  });
});

describe('the proposal form', () => {
  const empty: VoteMine = {
    proposals: { items: [], page: 1, page_size: 25, total: 0 },
    votes: { items: [], page: 1, page_size: 25, total: 0 },
  };

  it('names each rule before sending, then sends the question with its options', async () => {
    fakeServer.on('GET', 'votes/mine', () => jsonResponse(200, empty));
    fakeServer.on('POST', 'votes/questions', () =>
      jsonResponse(201, { ...open, status: 'proposed', can_vote: false }),
    );
    renderRoutes({
      routes: [{ path: '/p', element: <ProposeQuestionPage /> }],
      initialEntry: '/p',
    });
    const form = await screen.findByRole('form', { name: 'Propose a question' });
    expect(await screen.findByText('You have not proposed a question yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('Question is required')).toBeInTheDocument();
    expect(within(form).getAllByText('Each option needs a text')).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();

    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Hmm');
    await user.type(within(form).getByRole('textbox', { name: 'Option 1' }), 'Tea');
    await user.type(within(form).getByRole('textbox', { name: 'Option 2' }), 'TEA');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('The question must be 5 to 200 characters')).toBeInTheDocument();
    expect(
      within(form).getByText('Options must be different: "TEA" appears more than once'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'votes/questions')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    expect(within(form).getByRole('textbox', { name: 'Option 3' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove option 3' }));
    expect(within(form).queryByRole('textbox', { name: 'Option 3' })).not.toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Option 2' }));
    await user.type(within(form).getByRole('textbox', { name: 'Option 2' }), 'Coffee');
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Tea or coffee?');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText('Your question was sent. A moderator will review it.'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'votes/questions')[0]?.body).toEqual({
      title: 'HmmTea or coffee?',
      options: ['Tea', 'Coffee'],
    });
  }, 30_000);
});

describe('the moderators’ panel', () => {
  const proposed: VoteQuestion = {
    ...open,
    question_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f09',
    title: 'Quiet hours from 22:00?',
    status: 'proposed',
    can_vote: false,
  };

  it('asks for a note before rejecting, then sends it, and shows a refused publication', async () => {
    fakeServer.on('GET', 'votes/review', () =>
      jsonResponse(200, { items: [proposed], page: 1, page_size: 10, total: 1 }),
    );
    fakeServer.on('POST', `votes/review/${proposed.question_id}/reject`, () =>
      jsonResponse(200, { ...proposed, status: 'rejected', review_note: 'Too vague.' }),
    );
    fakeServer.on('POST', `votes/review/${proposed.question_id}/publish`, () =>
      problemResponse(409, 'This question is rejected; only proposed questions can be published'),
    );
    renderRoutes({
      routes: [{ path: '/m', element: <VotesModerationPanel /> }],
      initialEntry: '/m',
    });
    const item = await screen.findByRole('article', { name: proposed.title });
    expect(within(item).getByText('Yes')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: `Reject: ${proposed.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the question' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A note is required when rejecting')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `votes/review/${proposed.question_id}/reject`)).toHaveLength(
      0,
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the proposer/ }),
      'Too vague.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The question was rejected.')).toBeInTheDocument();
    expect(
      fakeServer.callsTo('POST', `votes/review/${proposed.question_id}/reject`)[0]?.body,
    ).toEqual({
      note: 'Too vague.',
    });

    await user.click(within(item).getByRole('button', { name: `Publish: ${proposed.title}` }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'This question is rejected; only proposed questions can be published',
    );
  }, 30_000);
});

describe('the option rules', () => {
  it('are said by the form in the words the API answers', () => {
    const { t } = createTestI18n('en');
    expect(t('votes:form.errors.optionRequired')).toBe(voteOptionMessages.required);
    expect(t('votes:form.errors.optionLength', { max: voteLimits.optionMaxLength })).toBe(
      voteOptionMessages.tooLong,
    );
    expect(t('votes:form.errors.duplicate', { label: 'Tea' })).toBe(duplicateOptionMessage('Tea'));
  });
});
