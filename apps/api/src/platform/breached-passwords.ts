import { breachedPasswordsFromDigits } from './breached-passwords-0-9';
import { breachedPasswordsFromLetters } from './breached-passwords-a-z';

/**
 * Breached passwords of 12 or more characters (the product's minimum), refused
 * by isCommonPassword (common-passwords.ts).
 *
 * Source: SecLists (github.com/danielmiessler/SecLists),
 * Passwords/Common-Credentials/xato-net-10-million-passwords-100000.txt: the
 * 100,000 most frequent passwords of Mark Burnett's 10 million passwords
 * gathered from public breach dumps (xato.net), 99,999 non-empty lines.
 * Filter: lowercased (the list is ASCII only, so plain lowercasing; the check
 * lowercases what is typed both the Turkish and the plain way), kept when
 * 12 or more characters long, deduplicated, sorted: 483 entries, kept in two
 * files by their first character: breached-passwords-0-9.ts (a digit, 138)
 * and breached-passwords-a-z.ts (a letter, 345).
 * Generated data: regenerate from the list rather than editing by hand.
 */
export const breachedPasswordList = `${breachedPasswordsFromDigits}\n${breachedPasswordsFromLetters}`;
