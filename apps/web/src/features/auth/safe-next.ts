/** Where a sign-in goes when no safe `next` was given. */
export const afterSignInPath = '/home';

/**
 * The `next` query parameter when it is a path of this site: it starts with a
 * single `/` (not `//` or `/\`, which browsers read as another host) and holds
 * no control characters. Anything else answers undefined.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (next === null || !next.startsWith('/')) return undefined;
  if (next.startsWith('//') || next.startsWith('/\\')) return undefined;
  for (let index = 0; index < next.length; index += 1) {
    const code = next.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  return next;
}
