import type { TestContext } from './app';
import { createUser } from './factories/accounts';

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
export function uniqueWord(): string {
  wordCount += 1;
  return `zq${String(Date.now() % 100000)}x${String(wordCount)}`;
}

/** The quiz builder tests' helpers, bound to the test app of the file that uses them. */
export function createQbHelpers(t: TestContext) {
  async function newAdmin(): Promise<string> {
    return (await createUser(t, { role: 'admin' })).token;
  }

  return { newAdmin };
}
