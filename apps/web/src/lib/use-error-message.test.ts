import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { conflictReasons } from '@campus/contracts';
import { i18n } from './i18n';
import { ProblemError } from './problem-error';
import { useErrorMessage } from './use-error-message';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function messageOf(error: unknown): string {
  const { result } = renderHook(() => useErrorMessage());
  return result.current(error);
}

describe('useErrorMessage', () => {
  it("shows the API's own sentence", () => {
    expect(messageOf(new ProblemError({ status: 409, detail: 'Already answered' }))).toBe(
      'Already answered',
    );
  });

  it('says a rate limit in the reader’s language, with when to try again', async () => {
    const limited = new ProblemError({
      status: 429,
      code: 'rate_limited',
      detail: 'We have already sent this e-mail several times in the last hour.',
      retryAfterSeconds: 1_790,
    });
    expect(messageOf(limited)).toBe('Too many attempts. Please try again in 30 minutes.');
    await i18n.changeLanguage('tr');
    expect(messageOf(limited)).toBe(
      'Çok fazla deneme yapıldı. Lütfen 30 dakika sonra tekrar deneyin.',
    );
    expect(messageOf(new ProblemError({ status: 429, detail: 'x', retryAfterSeconds: 1 }))).toBe(
      'Çok fazla deneme yapıldı. Lütfen 1 saniye sonra tekrar deneyin.',
    );
  });

  it('says a conflict with a reason in the reader’s language, with the values it names', async () => {
    const limit = new ProblemError({
      status: 409,
      code: 'conflict',
      detail: 'One of them has 3 open matches in this round already',
      reason: 'open_match_limit',
      reasonParams: { count: 3 },
    });
    expect(messageOf(limit)).toBe(
      'One of them already has 3 open matches in this round, as many as the round allows. Revoke one first, or wait until one closes.',
    );
    await i18n.changeLanguage('tr');
    expect(messageOf(limit)).toBe(
      'İkisinden biri bu turda zaten 3 açık eşleşmeye sahip; turun izin verdiği sayı bu. Önce birini iptal edin ya da birinin kapanmasını bekleyin.',
    );
    // A reason this app does not know yet: the API's own sentence.
    expect(
      messageOf(new ProblemError({ status: 409, detail: 'Taken', reason: 'seat_taken_later' })),
    ).toBe('Taken');
  });

  it('has a sentence for every conflict reason of the API, in English and in Turkish', async () => {
    for (const language of ['en', 'tr']) {
      await i18n.changeLanguage(language);
      for (const reason of conflictReasons) {
        const params = { count: 2, max: 50, semester: '2025-fall' };
        expect(i18n.exists(reason, { ns: 'conflicts', ...params }), `${language}: ${reason}`).toBe(
          true,
        );
        expect(i18n.t(reason, { ns: 'conflicts', ...params })).not.toMatch(/{{/);
      }
    }
  });
});
