import { describe, expect, it } from 'vitest';
import { vipAccessOf, vipContributionThreshold } from './course-experiences';
import { eventPolicy, eventStatuses } from './events';
import { informationProjectPolicy, informationTransitions } from './information';
import { listingPolicy, listingStatuses, type ListingFacts } from './listings';
import { poolQuestionPolicy, poolStatuses, type PoolQuestionFacts } from './questions';
import { roleMeets, userRoles } from './roles';
import { therapistEntryPolicy, therapistEntryStatuses } from './therapist-pools';

describe('informationProjectPolicy', () => {
  it('offers each status exactly the transitions the state machine allows', () => {
    expect(informationProjectPolicy('draft', 'moderator').transitions).toEqual(['publish']);
    expect(informationProjectPolicy('published', 'moderator').transitions).toEqual(['archive']);
    expect(informationProjectPolicy('archived', 'moderator').transitions).toEqual([
      'publish',
      'restore',
    ]);
    expect(informationProjectPolicy('deleted', 'moderator').transitions).toEqual(['restore']);
    for (const status of ['draft', 'published', 'archived', 'deleted'] as const) {
      const { canDelete } = informationProjectPolicy(status, 'admin');
      expect(canDelete).toBe(
        (informationTransitions.delete.from as readonly string[]).includes(status),
      );
    }
  });

  it('lets nobody edit a deleted project, and only admins purge one', () => {
    expect(informationProjectPolicy('deleted', 'admin')).toMatchObject({
      canEdit: false,
      canDelete: false,
      canPurge: true,
    });
    expect(informationProjectPolicy('deleted', 'moderator').canPurge).toBe(false);
    expect(informationProjectPolicy('archived', 'admin')).toMatchObject({
      canEdit: true,
      canPurge: false,
    });
  });
});

describe('eventPolicy', () => {
  it('shows active events to everyone signed in and inactive ones to moderators and admins', () => {
    for (const role of userRoles)
      for (const status of eventStatuses)
        expect(eventPolicy.mayRead({ status }, role)).toBe(
          status === 'active' || role === 'moderator' || role === 'admin',
        );
  });
});

describe('poolQuestionPolicy', () => {
  const open: PoolQuestionFacts = { isAsker: true, status: 'open', replyCount: 0 };

  it('lets the asker change an open question only until someone replies', () => {
    expect(poolQuestionPolicy.mayChange(open)).toBe(true);
    expect(poolQuestionPolicy.mayChange({ ...open, replyCount: 1 })).toBe(false);
    expect(poolQuestionPolicy.mayChange({ ...open, status: 'answered' })).toBe(false);
    expect(poolQuestionPolicy.mayChange({ ...open, isAsker: false })).toBe(false);
  });

  it('lets moderators delete any question, and others only what they may change', () => {
    const others = { ...open, isAsker: false, replyCount: 3 };
    expect(poolQuestionPolicy.mayDelete('moderator', others)).toBe(true);
    expect(poolQuestionPolicy.mayDelete('admin', others)).toBe(true);
    expect(poolQuestionPolicy.mayDelete('student', others)).toBe(false);
    expect(poolQuestionPolicy.mayDelete('student', open)).toBe(true);
  });

  it('keeps closing and reopening a closed question to moderators', () => {
    for (const role of userRoles) {
      for (const from of poolStatuses) {
        for (const to of poolStatuses) {
          const asker = { ...open, status: from };
          const allowed = poolQuestionPolicy.maySetStatus(role, asker, to);
          const moderator = role === 'admin' || role === 'moderator';
          expect(allowed).toBe(moderator || (to !== 'closed' && from !== 'closed'));
          expect(poolQuestionPolicy.maySetStatus(role, { ...asker, isAsker: false }, to)).toBe(
            moderator,
          );
        }
      }
    }
  });
});

describe('therapistEntryPolicy', () => {
  it('shows approved entries to everyone and the others to their authors only', () => {
    for (const status of therapistEntryStatuses) {
      expect(therapistEntryPolicy.mayRead({ isAuthor: true, status })).toBe(true);
      expect(therapistEntryPolicy.mayRead({ isAuthor: false, status })).toBe(status === 'approved');
    }
  });

  it('lets the author change a waiting entry only, and others report an approved one only', () => {
    for (const status of therapistEntryStatuses) {
      expect(therapistEntryPolicy.mayChange({ isAuthor: true, status })).toBe(status === 'waiting');
      expect(therapistEntryPolicy.mayChange({ isAuthor: false, status })).toBe(false);
      expect(therapistEntryPolicy.mayReport({ isAuthor: false, status })).toBe(
        status === 'approved',
      );
      expect(therapistEntryPolicy.mayReport({ isAuthor: true, status })).toBe(false);
    }
  });
});

describe('roleMeets', () => {
  it('admits admins to admin places, and admins and moderators to moderator places', () => {
    const admitted = userRoles.map((role) => [
      role,
      roleMeets(role, 'admin'),
      roleMeets(role, 'moderator'),
    ]);
    expect(admitted).toEqual([
      ['admin', true, true],
      ['moderator', false, true],
      ['student', false, false],
      ['graduate', false, false],
    ]);
    expect(roleMeets(undefined, 'moderator')).toBe(false);
  });
});

describe('listingPolicy', () => {
  const waiting: ListingFacts = { isAuthor: true, status: 'waiting', isExpired: false };

  it('shows the board unexpired approved listings, and any listing to its author and moderators', () => {
    const approved: ListingFacts = { isAuthor: false, status: 'approved', isExpired: false };
    expect(listingPolicy.mayRead(approved, 'student')).toBe(true);
    expect(listingPolicy.mayRead({ ...approved, isExpired: true }, 'student')).toBe(false);
    expect(listingPolicy.mayRead({ ...waiting, isAuthor: false }, 'student')).toBe(false);
    expect(listingPolicy.mayRead({ ...waiting, isAuthor: false }, 'moderator')).toBe(true);
    expect(listingPolicy.mayRead({ ...waiting, status: 'rejected' }, 'student')).toBe(true);
  });

  it('lets only the author change a listing, and only while it waits, even past its date', () => {
    for (const status of listingStatuses) {
      expect(listingPolicy.mayChange({ ...waiting, status })).toBe(status === 'waiting');
    }
    expect(listingPolicy.mayChange({ ...waiting, isExpired: true })).toBe(true);
    expect(listingPolicy.mayChange({ ...waiting, isAuthor: false })).toBe(false);
  });

  it('approves only a waiting listing whose date has not passed', () => {
    expect(listingPolicy.mayApprove(waiting)).toBe(true);
    expect(listingPolicy.mayApprove({ ...waiting, isExpired: true })).toBe(false);
    expect(listingPolicy.mayApprove({ ...waiting, status: 'approved' })).toBe(false);
  });
});

describe('vipAccessOf', () => {
  it('opens VIP data to moderators, admins and approved graduates, whatever they contributed', () => {
    for (const role of ['admin', 'moderator', 'graduate'] as const)
      expect(vipAccessOf({ role, active: true, approvedContributions: 0 })).toEqual({
        isVip: true,
        contributionsNeeded: 0,
      });
    expect(vipAccessOf({ role: 'graduate', active: false, approvedContributions: 5 }).isVip).toBe(
      false,
    );
  });

  it('counts a student up to the threshold, and a visitor needs all of it', () => {
    const student = (approvedContributions: number) =>
      vipAccessOf({ role: 'student', active: true, approvedContributions });
    expect(student(0)).toEqual({ isVip: false, contributionsNeeded: vipContributionThreshold });
    expect(student(vipContributionThreshold - 1)).toEqual({ isVip: false, contributionsNeeded: 1 });
    expect(student(vipContributionThreshold)).toEqual({ isVip: true, contributionsNeeded: 0 });
    expect(student(vipContributionThreshold + 4)).toEqual({ isVip: true, contributionsNeeded: 0 });
    expect(vipAccessOf(null)).toEqual({
      isVip: false,
      contributionsNeeded: vipContributionThreshold,
    });
  });
});
