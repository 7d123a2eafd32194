import { describe, expect, it } from 'vitest';
import { createPublicAnswers } from './public-answers';

function clock() {
  let time = 1_000;
  return {
    now: () => time,
    pass(ms: number) {
      time += ms;
    },
  };
}

describe('the kept public answers', () => {
  it('answers a URL from one read for the interval, then reads again', async () => {
    const time = clock();
    const answers = createPublicAnswers({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    let reads = 0;
    const read = () => {
      reads += 1;
      return { reads };
    };
    expect(await answers.through('/a', read)).toEqual({ reads: 1 });
    time.pass(4_999);
    expect(await answers.through('/a', read)).toEqual({ reads: 1 });
    expect(await answers.through('/b', read)).toEqual({ reads: 2 });
    time.pass(1);
    expect(await answers.through('/a', read)).toEqual({ reads: 3 });
  });

  it('lets callers that arrive during a read share it', async () => {
    const answers = createPublicAnswers({ ttlMs: 5_000, maxEntries: 10 });
    let reads = 0;
    let finish: (value: string) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = answers.through('/a', read);
    const second = answers.through('/a', read);
    await Promise.resolve();
    finish('rows');
    expect(await Promise.all([first, second])).toEqual(['rows', 'rows']);
    expect(reads).toBe(1);
  });

  it('keeps no failed read', async () => {
    const answers = createPublicAnswers({ ttlMs: 5_000, maxEntries: 10 });
    await expect(
      answers.through('/a', () => {
        throw new Error('the database is away');
      }),
    ).rejects.toThrow('the database is away');
    expect(await answers.through('/a', () => 'back')).toBe('back');
  });

  it('forgets everything when cleared, and the oldest URL beyond its size', async () => {
    const answers = createPublicAnswers({ ttlMs: 5_000, maxEntries: 2 });
    await answers.through('/a', () => 'a1');
    await answers.through('/b', () => 'b1');
    await answers.through('/c', () => 'c1');
    expect(await answers.through('/a', () => 'a2')).toBe('a2');
    expect(await answers.through('/c', () => 'c2')).toBe('c1');
    answers.clear();
    expect(await answers.through('/c', () => 'c3')).toBe('c3');
  });
});
