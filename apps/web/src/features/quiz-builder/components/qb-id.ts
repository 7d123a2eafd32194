import { useParams } from 'react-router';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter is a builder id (a uuid). */
export function isQbId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** The route parameter `name` (for example 'matter_id') when it is a valid id, else undefined. */
export function useQbIdParam(name: string): string | undefined {
  const params = useParams();
  const value = params[name];
  return isQbId(value) ? value : undefined;
}
