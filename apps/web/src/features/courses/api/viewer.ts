import { useAuth } from '../../../lib/auth-store';

/**
 * Who reads a course's data, for the query keys of answers that differ by
 * access: the user's id, or 'guest'. `ready` is false until the first session
 * check has finished, so a page does not ask twice (as a guest, then signed in).
 */
export function useViewer(): { viewer: string; ready: boolean } {
  const { user_current, loading } = useAuth();
  return { viewer: user_current?.user_id ?? 'guest', ready: !loading };
}
