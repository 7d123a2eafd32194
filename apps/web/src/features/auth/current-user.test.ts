import { describe, expect, it } from 'vitest';
import { displayName, parseCurrentUser } from './current-user';

const complete = {
  user_id: 'u-9',
  user_email: 'mehmet@example.edu',
  user_role: 'admin',
  user_first_name: 'Mehmet',
  user_last_name: 'Öztürk',
  user_photo_url: '/api/profile/photo/u-9.webp',
  is_vip: true,
  contribution_count: 4,
  locale: 'tr',
};

describe('parseCurrentUser', () => {
  it('reads a user wrapped in user_current or given directly', () => {
    expect(parseCurrentUser({ user_current: complete })).toEqual(complete);
    expect(parseCurrentUser(complete)).toEqual(complete);
  });

  it('rejects answers without an e-mail or with an unknown role', () => {
    expect(parseCurrentUser({ ...complete, user_email: undefined })).toBeUndefined();
    expect(parseCurrentUser({ ...complete, user_role: 'superuser' })).toBeUndefined();
    expect(parseCurrentUser('nope')).toBeUndefined();
    expect(parseCurrentUser(null)).toBeUndefined();
  });

  it('fills optional fields with safe defaults', () => {
    expect(
      parseCurrentUser({ user_id: 7, user_email: 'a@example.edu', user_role: 'student' }),
    ).toEqual({
      user_id: '7',
      user_email: 'a@example.edu',
      user_role: 'student',
      user_first_name: '',
      user_last_name: '',
      user_photo_url: null,
      is_vip: false,
      contribution_count: 0,
      locale: 'en',
    });
  });
});

describe('displayName', () => {
  it('prefers the full name and falls back to the e-mail address', () => {
    const user = parseCurrentUser(complete);
    expect(user && displayName(user)).toBe('Mehmet Öztürk');
    const nameless = parseCurrentUser({ ...complete, user_first_name: '', user_last_name: '' });
    expect(nameless && displayName(nameless)).toBe('mehmet@example.edu');
  });
});
