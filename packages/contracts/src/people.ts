/**
 * "Elif Ç.": how the community features show a person (a listing's author, a
 * replier in the question pool): the first name and the initial of the last
 * name, upper-cased with Turkish rules (i → İ).
 */
export function shortPersonName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase('tr')}.`;
}
