import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  assertAskerMayChange,
  assertMayDelete,
  assertMaySetStatus,
  isModeratorOnOthers,
  readsEveryEntry,
} from './question-rules';

function userOf(userId: string, role: AuthUser['role']): AuthUser {
  return { userId, role, sessionId: `${userId}-session`, email: `${userId}@example.edu` };
}

const asker = userOf('asker', 'student');
const other = userOf('other', 'student');
const moderator = userOf('moderator', 'moderator');

const open = { author_id: 'asker', status: 'open' as const, reply_count: 0 };
const replied = { ...open, reply_count: 2 };
const closed = { ...open, status: 'closed' as const };

/** The status of the error a rule throws, or null when it lets the change through. */
function statusOf<Args extends unknown[]>(rule: (...args: Args) => void, ...args: Args) {
  try {
    rule(...args);
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
  return null;
}

describe('question rules', () => {
  it('lets moderators alone read Q&A entries that are not answered', () => {
    expect(readsEveryEntry(moderator)).toBe(true);
    expect(readsEveryEntry(asker)).toBe(false);
    expect(readsEveryEntry(null)).toBe(false);
  });

  it('lets the asker change an open question without replies, and nobody else', () => {
    expect(statusOf(assertAskerMayChange, open, asker, 'edit')).toBeNull();
    expect(statusOf(assertAskerMayChange, open, other, 'edit')).toBe(403);
    expect(statusOf(assertAskerMayChange, open, moderator, 'edit')).toBe(403);
    expect(statusOf(assertAskerMayChange, replied, asker, 'withdraw')).toBe(409);
    expect(statusOf(assertAskerMayChange, closed, asker, 'withdraw')).toBe(409);
  });

  it('lets moderators delete any question', () => {
    expect(statusOf(assertMayDelete, replied, moderator)).toBeNull();
    expect(statusOf(assertMayDelete, replied, asker)).toBe(409);
    expect(statusOf(assertMayDelete, open, other)).toBe(403);
  });

  it('leaves closing and reopening to moderators', () => {
    expect(statusOf(assertMaySetStatus, open, 'answered', asker)).toBeNull();
    expect(statusOf(assertMaySetStatus, open, 'closed', asker)).toBe(403);
    expect(statusOf(assertMaySetStatus, closed, 'open', asker)).toBe(403);
    expect(statusOf(assertMaySetStatus, open, 'answered', other)).toBe(403);
    expect(statusOf(assertMaySetStatus, closed, 'open', moderator)).toBeNull();
  });

  it('audits a moderator acting on someone else’s question only', () => {
    expect(isModeratorOnOthers(open, moderator)).toBe(true);
    expect(isModeratorOnOthers({ ...open, author_id: 'moderator' }, moderator)).toBe(false);
    expect(isModeratorOnOthers(open, asker)).toBe(false);
  });
});
