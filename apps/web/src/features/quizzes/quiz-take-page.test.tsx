import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { setSignedOut } from '../../lib/auth-store';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { signInAs } from '../../test/people';
import {
  acceptAnswers,
  answer,
  answerPath,
  bodyOf,
  multiple,
  optionId,
  quizId,
  quizOf,
  ranking,
  renderQuiz,
  savedAnswer,
  scale,
  single,
  text,
} from './test-support';

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('student');
});
afterEach(() => {
  setSignedOut();
});

describe('QuizTakePage', () => {
  it('takes a quiz with every input type, saving as it goes, then finishes with a summary', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    acceptAnswers();
    fakeServer.on('POST', `quizzes/${quizId}/complete`, () => {
      const saved = fakeServer.calls
        .filter((call) => call.method === 'PUT')
        .map((call) => answer(call.path.split('/').at(-1) ?? '', bodyOf(call.body)));
      const latest = [...new Map(saved.map((item) => [item.question_id, item])).values()];
      return jsonResponse(
        200,
        quizOf({
          answers: latest,
          started_at: '2026-11-20T10:00:00.000Z',
          completed_at: '2026-11-20T10:05:00.000Z',
          result: {
            completed_at: '2026-11-20T10:05:00.000Z',
            answered_count: 5,
            question_count: 5,
            score: null,
            max_score: null,
            passed: null,
            questions: [],
          },
        }),
      );
    });
    renderQuiz();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campus life' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();

    // Single choice: a radio group, saved on change.
    await user.click(screen.getByRole('radio', { name: 'At home' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', answerPath(single.question_id))[0]?.body).toEqual({
      option_ids: [optionId(2)],
      scale_value: null,
      text_value: null,
      bundle_id: null,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Multiple choice: checkboxes, each change saved, in the options' order.
    expect(await screen.findByRole('heading', { name: 'Which sports?' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Swimming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Football' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(multiple.question_id))).toHaveLength(2);
    });
    expect(fakeServer.callsTo('PUT', answerPath(multiple.question_id))[1]?.body).toMatchObject({
      option_ids: [optionId(3), optionId(5)],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Scale: a row of radios 1..5 with the ends labelled.
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 (lowest)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 (highest)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(scale.question_id))[0]?.body).toMatchObject({
        scale_value: 4,
      });
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Ranking: saved on Next, in the order shown.
    await user.click(await screen.findByRole('button', { name: 'Move “Dinner” up' }));
    expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))[0]?.body).toMatchObject({
        option_ids: [optionId(6), optionId(8), optionId(7)],
      });
    });

    // Short text: a textarea with a counter, saved on Next; Enter adds a line, nothing is sent.
    const textarea = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(textarea, 'More shade{Enter}please');
    expect(screen.getByText('17 / 1000 characters')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', answerPath(text.question_id))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(text.question_id))[0]?.body).toMatchObject({
        text_value: 'More shade\nplease',
      });
    });

    // The review lists every answer, each with a way to change it.
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toHaveFocus();
    expect(screen.getByText('At home')).toBeInTheDocument();
    expect(screen.getByText('Football, Swimming')).toBeInTheDocument();
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
    expect(screen.getByText('1. Breakfast, 2. Dinner, 3. Lunch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the answer to question 3' }));
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));

    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Your answer: At home')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `quizzes/${quizId}/complete`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Take it again' })).toBeInTheDocument();
  });

  it('resumes at the first unanswered question after a reload', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(
        200,
        quizOf({
          started_at: '2026-11-20T10:00:00.000Z',
          answers: [
            answer(single.question_id, { option_ids: [optionId(1)] }),
            answer(multiple.question_id, { option_ids: [optionId(4)] }),
          ],
        }),
      ),
    );
    renderQuiz();
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How busy are you?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Chess' })).toBeChecked();
  });

  it('shows the questions in Turkish and switches with the language', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    const { i18n } = renderQuiz('tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kampüs yaşamı' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Soru 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kütüphane' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('radio', { name: 'Library' })).toBeInTheDocument();
  });

  it('reorders a ranking with the keyboard and announces the new position', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(200, quizOf({ questions: [ranking] })),
    );
    fakeServer.on('PUT', answerPath(ranking.question_id), (call) => savedAnswer(call));
    renderQuiz();
    const down = await screen.findByRole('button', { name: 'Move “Breakfast” down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Breakfast” is now in position 2 of 3')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Breakfast” down' })).toHaveFocus();
    });
    await user.keyboard(' ');
    expect(await screen.findByText('“Breakfast” is now in position 3 of 3')).toBeInTheDocument();
    // At the end, the focus moves to the other button of the same option.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Breakfast” up' })).toHaveFocus();
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.Lunch', '2.Dinner', '3.Breakfast']);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))[0]?.body).toMatchObject({
        option_ids: [optionId(7), optionId(8), optionId(6)],
      });
    });
  });

  it('shows the server’s message next to the input, in the reader’s language', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    fakeServer.on('PUT', answerPath(single.question_id), () =>
      problemResponse(400, 'Validation failed', [
        { field: 'body.option_ids', message: 'Choose exactly one option' },
      ]),
    );
    renderQuiz('tr');
    await user.click(await screen.findByRole('radio', { name: 'Evde' }));
    expect(await screen.findByText('Tam olarak bir seçenek seçin.')).toBeInTheDocument();
    expect(screen.queryByText('Kaydedildi')).not.toBeInTheDocument();
  });

  it('shows the score, pass or fail and each question’s correct options of a knowledge quiz', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(
        200,
        quizOf({
          purpose: 'knowledge',
          pass_score: 5,
          max_score: 10,
          questions: [single, multiple],
          answers: [
            answer(single.question_id, { option_ids: [optionId(1)] }),
            answer(multiple.question_id, { option_ids: [optionId(3)] }),
          ],
          started_at: '2026-11-20T10:00:00.000Z',
          completed_at: '2026-11-20T10:05:00.000Z',
          can_retake: false,
          result: {
            completed_at: '2026-11-20T10:05:00.000Z',
            answered_count: 2,
            question_count: 2,
            score: 5,
            max_score: 10,
            passed: true,
            questions: [
              {
                question_id: single.question_id,
                correct: true,
                points_earned: 5,
                correct_option_ids: [optionId(1)],
              },
              {
                question_id: multiple.question_id,
                correct: false,
                points_earned: 0,
                correct_option_ids: [optionId(4), optionId(5)],
              },
            ],
          },
        }),
      ),
    );
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.getByText('Score: 5 of 10')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first && within(first).getByText('Correct')).toBeInTheDocument();
    expect(second && within(second).getByText('Incorrect')).toBeInTheDocument();
    expect(
      second && within(second).getByText('Correct answer: Chess, Swimming'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take it again' })).not.toBeInTheDocument();
  });

  it('says plainly when the quiz is not open, with a link home', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      problemResponse(404, 'This quiz does not exist or is not open'),
    );
    const { router } = renderQuiz();
    expect(await screen.findByText('This quiz does not exist or is not open.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
