import { describe, expect, it } from 'vitest';
import type { GuardContext, SessionView } from './guards';
import { decideAccess, loginRedirect } from './guards';
import type { AppRoute } from '../lib/routing';
import { findRoute } from './routes';

const loading: SessionView = { status: 'loading' };
const signedOut: SessionView = { status: 'signed-out' };
const student: SessionView = { status: 'signed-in', role: 'student' };
const graduate: SessionView = { status: 'signed-in', role: 'graduate' };
const moderator: SessionView = { status: 'signed-in', role: 'moderator' };
const admin: SessionView = { status: 'signed-in', role: 'admin' };

/** Decides for a concrete URL the way the router would: its table entry, its pathname and its query. */
function decide(url: string, session: SessionView, maintenance: boolean | 'unknown' = false) {
  const [pathname = '', query = ''] = url.split('?');
  const route: AppRoute = findRoute(pathname);
  const context: GuardContext = {
    pathname,
    search: query === '' ? '' : `?${query}`,
    session,
    isMaintenance: maintenance === 'unknown' ? undefined : maintenance,
  };
  return decideAccess(route, context);
}

const allow = { type: 'allow' };
const wait = { type: 'wait' };
const toHome = (reason: string) => ({ type: 'redirect', to: '/', reason });

describe('decideAccess', () => {
  describe('rule 1: password reset with a token', () => {
    it('always passes, whatever the session or maintenance', () => {
      expect(decide('/reception/password-reset?token=abc', admin)).toEqual(allow);
      expect(decide('/reception/password-reset?token=abc', student, true)).toEqual(allow);
      expect(decide('/reception/password-reset?token=abc', loading, 'unknown')).toEqual(allow);
    });

    it('is an ordinary guest-only route without a token', () => {
      expect(decide('/reception/password-reset', student)).toEqual(toHome('guest-only'));
      expect(decide('/reception/password-reset?token=', student)).toEqual(toHome('guest-only'));
      expect(decide('/reception/password-reset', signedOut)).toEqual(allow);
    });

    it('applies to the password reset route only', () => {
      expect(decide('/reception/login?token=abc', student)).toEqual(toHome('guest-only'));
    });
  });

  describe('rule 2: maintenance mode', () => {
    it('sends everyone but admins to /', () => {
      expect(decide('/courses', signedOut, true)).toEqual(toHome('maintenance'));
      expect(decide('/about', student, true)).toEqual(toHome('maintenance'));
      expect(decide('/admin/panel', moderator, true)).toEqual(toHome('maintenance'));
      expect(decide('/no/such/page', graduate, true)).toEqual(toHome('maintenance'));
    });

    it('lets admins through', () => {
      expect(decide('/courses', admin, true)).toEqual(allow);
      expect(decide('/admin/users/all', admin, true)).toEqual(allow);
    });

    it('keeps / and the sign-in routes open so an admin can sign in', () => {
      expect(decide('/', signedOut, true)).toEqual(allow);
      expect(decide('/reception/login', signedOut, true)).toEqual(allow);
      expect(decide('/reception/google/callback', signedOut, true)).toEqual(allow);
      expect(decide('/reception-vip/login', signedOut, true)).toEqual(allow);
      expect(decide('/reception/register', signedOut, true)).toEqual(toHome('maintenance'));
    });

    it('waits for the session before turning a visitor away', () => {
      expect(decide('/courses', loading, true)).toEqual(wait);
    });

    it('waits for the system status, except where maintenance changes nothing', () => {
      expect(decide('/courses', signedOut, 'unknown')).toEqual(wait);
      expect(decide('/', signedOut, 'unknown')).toEqual(allow);
      expect(decide('/reception/login', signedOut, 'unknown')).toEqual(allow);
    });
  });

  describe('rule 3: login required', () => {
    it('sends signed-out visitors to the login page with the path they wanted', () => {
      expect(decide('/profile/view', signedOut)).toEqual({
        type: 'redirect',
        to: '/reception/login?next=%2Fprofile%2Fview',
        reason: 'login-required',
      });
      expect(decide('/admin/users/all', signedOut)).toMatchObject({ reason: 'login-required' });
      expect(decide('/admin/panel', signedOut)).toMatchObject({ reason: 'login-required' });
    });

    it('keeps the query string in next', () => {
      expect(decide('/event/5?tab=info', signedOut)).toMatchObject({
        to: '/reception/login?next=%2Fevent%2F5%3Ftab%3Dinfo',
      });
    });

    it('waits while the session check runs', () => {
      expect(decide('/my-space', loading)).toEqual(wait);
    });

    it('lets any signed-in user into login-only routes', () => {
      expect(decide('/profile/view', student)).toEqual(allow);
      expect(decide('/admin/vote/all', graduate)).toEqual(allow);
      expect(decide('/reception/password-change', student)).toEqual(allow);
    });
  });

  describe('rule 4: roles', () => {
    it('lets admins and moderators into moderator routes only', () => {
      expect(decide('/admin/panel', moderator)).toEqual(allow);
      expect(decide('/admin/panel', admin)).toEqual(allow);
      expect(decide('/reception-vip/applications', moderator)).toEqual(allow);
      expect(decide('/admin/panel', student)).toEqual(toHome('role'));
      expect(decide('/reception-vip/applications', graduate)).toEqual(toHome('role'));
    });

    it('lets only admins into admin routes', () => {
      expect(decide('/admin', admin)).toEqual(allow);
      expect(decide('/admin/qb/quizzes/edit/3', admin)).toEqual(allow);
      expect(decide('/admin', moderator)).toEqual(toHome('role'));
      expect(decide('/admin/matching/pairs', moderator)).toEqual(toHome('role'));
      expect(decide('/career/all', student)).toEqual(toHome('role'));
    });
  });

  describe('rule 5: guest-only routes', () => {
    it('sends signed-in users to /', () => {
      expect(decide('/reception/login', student)).toEqual(toHome('guest-only'));
      expect(decide('/reception-vip/register', admin)).toEqual(toHome('guest-only'));
    });

    it('lets a visitor who just signed in on the page stay, so the page can send them on', () => {
      const route = findRoute('/reception/login');
      const context: GuardContext = {
        pathname: '/reception/login',
        search: '?next=%2Fadmin',
        session: student,
        isMaintenance: false,
        signedInHere: true,
      };
      expect(decideAccess(route, context)).toEqual(allow);
    });

    it('lets signed-out visitors in, after the session check', () => {
      expect(decide('/reception/register', signedOut)).toEqual(allow);
      expect(decide('/reception/register', loading)).toEqual(wait);
    });
  });

  describe('public routes', () => {
    it('open for everyone without waiting for the session', () => {
      expect(decide('/courses', loading)).toEqual(allow);
      expect(decide('/reception/delete-verify?token=x', student)).toEqual(allow);
      expect(decide('/policies/kvkk', signedOut)).toEqual(allow);
    });
  });

  describe('order when rules conflict', () => {
    it('rule 1 beats maintenance (rule 2) and guest-only (rule 5)', () => {
      expect(decide('/reception/password-reset?token=t', moderator, true)).toEqual(allow);
    });

    it('maintenance (rule 2) beats the login redirect (rule 3)', () => {
      expect(decide('/profile/view', signedOut, true)).toEqual(toHome('maintenance'));
    });

    it('maintenance (rule 2) beats guest-only routes for signed-out visitors (rule 5)', () => {
      expect(decide('/reception/password-forgot', signedOut, true)).toEqual(toHome('maintenance'));
    });

    it('the login redirect (rule 3) comes before the role check (rule 4)', () => {
      expect(decide('/admin', signedOut)).toMatchObject({ reason: 'login-required' });
    });

    it('an admin in maintenance still passes the role check (rules 2 and 4)', () => {
      expect(decide('/admin/panel', admin, true)).toEqual(allow);
    });

    it('an admin on a sign-in route during maintenance is sent home as a signed-in guest (rule 5)', () => {
      expect(decide('/reception/login', admin, true)).toEqual(toHome('guest-only'));
    });
  });
});

describe('loginRedirect', () => {
  it('accepts a query with or without its question mark', () => {
    expect(loginRedirect('/a', 'b=1')).toBe('/reception/login?next=%2Fa%3Fb%3D1');
    expect(loginRedirect('/a', '?b=1')).toBe('/reception/login?next=%2Fa%3Fb%3D1');
    expect(loginRedirect('/a', '')).toBe('/reception/login?next=%2Fa');
  });
});
