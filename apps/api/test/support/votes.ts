import { voteQuestionSchema, type VoteProposeInput } from '@campus/contracts';
import type { TestContext } from './app';
import { expectStatus } from './http';

export function proposal(overrides: Partial<VoteProposeInput> = {}): VoteProposeInput {
  return {
    title: 'Should the library stay open until 02:00 during finals?',
    description: 'Kütüphane final haftasında gece 2’ye kadar açık kalsın mı?',
    options: ['Yes, every night', 'Only on weekdays', 'No'],
    ...overrides,
  };
}

/** The votes tests' helpers, bound to the test app of the file that uses them. */
export function createVoteHelpers(t: TestContext) {
  async function propose(token: string, overrides: Partial<VoteProposeInput> = {}) {
    return expectStatus(
      await t.api.call('POST', '/votes/questions', token, proposal(overrides)),
      201,
      voteQuestionSchema,
    );
  }

  return { propose };
}
