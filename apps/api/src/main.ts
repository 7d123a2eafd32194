import { EnvError, readProcessEnv } from './env';
import { isNewEmbeddedDatabase, openConfiguredDatabase } from './db/open-configured';
import { findDemoTemplate } from './demo-template';

/**
 * The process's entry: the server's modules (server.ts and all it imports)
 * load while the database opens, and a new embedded demo database is copied
 * from the build's template meanwhile (decision 026).
 */
async function start(): Promise<void> {
  const env = readProcessEnv();
  const template =
    env.databaseUrl === undefined && env.seedDemo && isNewEmbeddedDatabase(env.dataDir)
      ? findDemoTemplate()
      : undefined;
  const [server, database] = await Promise.all([
    import('./server'),
    openConfiguredDatabase(env, 'server', template),
  ]);
  await server.startServer(env, database, template?.seed);
}

start().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('CampusHub could not start:', error);
  }
  process.exit(1);
});
