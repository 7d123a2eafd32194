import { breachedPasswordList } from './breached-passwords';

/**
 * Refuses the passwords that attackers try first. Passwords here are 12 or
 * more characters long, so the lists of short favourites do not apply; what
 * remains are long favourites, the long passwords of a well-known list of
 * breached passwords (breached-passwords.ts), keyboard walks, runs, repeats
 * and the names of this product and its university with numbers.
 */
const commonLongPasswords = new Set([
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password1234567',
  'password123!',
  'password2024',
  'password2025',
  'password2026',
  'p@ssword1234',
  'p@ssw0rd1234',
  'iloveyou1234',
  'iloveyouiloveyou',
  'qwertyuiopasdf',
  'qwertyuiop123',
  'qwerty123456',
  'qwertyqwerty',
  'qwertyuiopasdfghjkl',
  'asdfghjkl123',
  "asdfghjkl;'",
  'zxcvbnm12345',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u',
  'q1w2e3r4t5y6',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  '123qweasdzxc',
  'qazwsxedcrfv',
  'abcdefghijkl',
  'abc123abc123',
  'abcd1234abcd',
  'abcd12345678',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'welcometothejungle',
  'football1234',
  'baseball1234',
  'basketball12',
  'superman1234',
  'princess1234',
  'sunshine1234',
  'whatever1234',
  'trustno1trustno1',
  'monkey123456',
  'dragon123456',
  'master123456',
  'administrator',
  'administrator1',
  'admin1234567',
  'adminadmin123',
  'changeme1234',
  'changeme12345',
  'default12345',
  'secret123456',
  'mypassword123',
  'mypassword1234',
  'thisismypassword',
  'correcthorsebatterystaple',
  'sifre1234567',
  'şifre1234567',
  'sifresifre12',
  'parola123456',
  'parolaparola',
  'galatasaray1905',
  'fenerbahce1907',
  'besiktas1903',
  'trabzonspor1967',
  'galatasaray123',
  'fenerbahce123',
  'besiktas12345',
  'istanbul1453',
  'istanbul34istanbul',
  'ankara06ankara',
  'izmir35izmir',
  'türkiye1923',
  'turkiye1923',
  'ataturk1881',
  'mustafakemal1881',
  'universite2026',
  'ogrenci12345',
  'öğrenci12345',
]);

function isOneCharacterRepeated(password: string): boolean {
  return new Set(password).size <= 2;
}

const sequences = [
  '0123456789'.repeat(4),
  'abcdefghijklmnopqrstuvwxyz'.repeat(2),
  'qwertyuiopasdfghjklzxcvbnm'.repeat(2),
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
];

/** True for a run like 123456789012, abcdefghijkl or a keyboard walk, either way. */
function isRun(password: string): boolean {
  const reversed = Array.from(password).reverse().join('');
  return sequences.some((sequence) => sequence.includes(password) || sequence.includes(reversed));
}

/** True for a short piece typed again and again, like abcabcabcabc or 1234512345. */
function isShortPatternRepeated(password: string): boolean {
  for (let length = 1; length <= 6; length += 1) {
    const piece = password.slice(0, length);
    if (piece.repeat(Math.ceil(password.length / length)).startsWith(password)) return true;
  }
  return false;
}

const productWords =
  /^(campushub|campus|yesiltepe|yeşiltepe|yesiltepeuniversity|university)[\d!.@#_-]*$/;

let breachedPasswords: ReadonlySet<string> | undefined;

/** The breached passwords as a set, built on the first check so that start-up does not pay for it. */
function breachedPasswordSet(): ReadonlySet<string> {
  breachedPasswords ??= new Set(breachedPasswordList.split('\n'));
  return breachedPasswords;
}

/** Whether a new password is too easy to guess. */
export function isCommonPassword(password: string, personal: readonly string[] = []): boolean {
  const lowered = password.toLocaleLowerCase('tr');
  const simplified = lowered.replace(/\s+/g, '');
  // Lowercased the Turkish way I becomes ı, so QWERTYUIOPASDF is read the plain way too.
  const plainLowered = password.toLowerCase();
  const plainSimplified = plainLowered.replace(/\s+/g, '');
  const breached = breachedPasswordSet();
  for (const form of [lowered, simplified, plainLowered, plainSimplified]) {
    if (commonLongPasswords.has(form) || breached.has(form)) return true;
  }
  for (const form of [simplified, plainSimplified]) {
    if (isOneCharacterRepeated(form) || isRun(form) || isShortPatternRepeated(form)) return true;
    if (productWords.test(form)) return true;
  }
  // The person's own e-mail or name with a few characters (a year, a sign) around it.
  return personal
    .map((word) => word.toLocaleLowerCase('tr').replace(/\s+/g, ''))
    .filter((word) => word.length >= 4)
    .some((word) => simplified.includes(word) && simplified.length - word.length <= 6);
}
