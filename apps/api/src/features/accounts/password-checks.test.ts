import { describe, expect, it } from 'vitest';
import { assertStrongPassword } from './password-checks';

const person = { email: 'deniz.aydin@ogr.edu.tr', firstName: 'Deniz', lastName: 'Aydın' };

describe('assertStrongPassword', () => {
  it('takes a password that is hard to guess', () => {
    expect(() => {
      assertStrongPassword('tR7#kq2!Lm0v', person);
    }).not.toThrow();
  });

  it("refuses a common password, or the person's own address or name with a little around it", () => {
    for (const password of ['password1234', 'deniz.aydin2026', 'DenizAydın!!']) {
      expect(() => {
        assertStrongPassword(password, person);
      }).toThrow('This password is too easy to guess; please choose another');
    }
  });
});
