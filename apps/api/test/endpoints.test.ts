import { describe, expect, it } from 'vitest';
import * as contracts from '@campus/contracts';
import { isEndpoint, type Endpoint } from '@campus/contracts';
import { useTestApp } from './support/app';

const t = useTestApp();

/** Every endpoint the contracts define, from every group they export. */
function definedEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object') continue;
    for (const member of Object.values(value)) if (isEndpoint(member)) endpoints.push(member);
  }
  return endpoints;
}

const label = (endpoint: Endpoint) =>
  `${endpoint.feature}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;

describe('the contracts and the routes', () => {
  it('serves every endpoint the contracts define exactly once, at its method and path', () => {
    const defined = definedEndpoints();
    expect(defined.length).toBeGreaterThanOrEqual(230);
    const served = t.app.registeredRoutes.filter((route) => route.endpoint !== undefined);
    const timesServed = defined.map((endpoint) => ({
      endpoint: label(endpoint),
      times: served.filter((route) => route.endpoint === endpoint).length,
    }));
    expect(timesServed.filter(({ times }) => times !== 1)).toEqual([]);
    for (const route of served) {
      expect(route.url).toBe(`/api${route.endpoint?.path ?? ''}`);
      expect(route.method).toBe(route.endpoint?.method);
    }
  });

  it('serves nothing under /api that the contracts do not define', () => {
    const undefinedRoutes = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.endpoint === undefined)
      .map((route) => `${route.method} ${route.url}`);
    // The API reference is the one part of /api that documents the others.
    expect(undefinedRoutes.filter((route) => !route.includes('/api/docs'))).toEqual([]);
  });

  it('defines each method and path once', () => {
    const keys = definedEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('documents an endpoint in the API reference with its access, inputs and answers', async () => {
    const response = await t.api.call('GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { tags: string[]; security?: unknown; responses: Record<string, unknown> }>
      >;
    }>();
    const update = document.paths['/api/alarms/{alarm_id}']?.put;
    expect(update?.tags).toEqual(['alarms']);
    expect(update?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(update?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      // Maintenance mode closes it to all but admins.
      '503',
    ]);
    // An admin endpoint is never closed by maintenance mode, and the status is always open.
    const settings = document.paths['/api/admin/settings']?.put;
    expect(Object.keys(settings?.responses ?? {})).not.toContain('503');
    expect(Object.keys(document.paths['/api/system/status']?.get?.responses ?? {})).toEqual([
      '200',
    ]);
  });
});
