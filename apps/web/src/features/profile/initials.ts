/** Up to two initials of a person for an avatar without a photo, upper-cased with Turkish rules (i → İ). */
export function initialsOf(firstName: string, lastName: string, fallback: string): string {
  const letters = [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .filter((letter) => letter !== '')
    .join('');
  const initials = letters === '' ? fallback.trim().charAt(0) : letters;
  return initials.toLocaleUpperCase('tr');
}
