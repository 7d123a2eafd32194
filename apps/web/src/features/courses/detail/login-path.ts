import { useLocation } from 'react-router';

const loginPath = '/reception/login';

/** The sign-in page, which comes back here afterwards (`?next=`, checked by the sign-in form). */
export function useLoginPath(): string {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return `${loginPath}?${new URLSearchParams({ next }).toString()}`;
}
