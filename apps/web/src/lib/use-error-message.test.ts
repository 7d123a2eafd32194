import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
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
});
