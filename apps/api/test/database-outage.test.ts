import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { createTestDatabase, testServerUrl, type TestDatabase } from './support/database';
import { createApiClient, expectProblem, type ApiClient } from './support/http';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

// Needs a PostgreSQL server: the embedded database cannot go away underneath the API.
describe.runIf(testServerUrl !== undefined)('when the PostgreSQL server goes away', () => {
  let owned: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: DatabaseHandle;
  let app: FastifyInstance;
  let api: ApiClient;

  beforeAll(async () => {
    owned = await createTestDatabase();
    const target = new URL(owned.url ?? '');
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    viaProxy = await openDatabase({ kind: 'postgres', url: proxied.toString(), maxConnections: 2 });
    app = await buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      database: viaProxy,
      logger: false,
    });
    await app.ready();
    api = createApiClient(app);
  });

  afterAll(async () => {
    await app.close();
    await viaProxy.close();
    await proxy.close();
    await owned.close();
  });

  it('answers 503 while the database is unreachable and recovers by itself', async () => {
    expect((await api.call('GET', '/health')).statusCode).toBe(200);

    await proxy.cut();
    // The health check asks the database at most once a second: the outage shows within it.
    let down = await api.call('GET', '/health');
    for (let attempt = 0; attempt < 20 && down.statusCode !== 503; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      down = await api.call('GET', '/health');
    }
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(down.headers['retry-after']).toBe('5');

    // Calls that need the database fail cleanly meanwhile, and the server keeps running.
    const status = await api.call('GET', '/system/status');
    expectProblem(status, 503, 'service_unavailable');

    await proxy.restore();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
      recovered = (await api.call('GET', '/health')).statusCode;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    expect((await api.call('GET', '/system/status')).statusCode).toBe(200);
  });
});
