// The API tests on a PostgreSQL server: DATABASE_URL when set, else the local
// server at 127.0.0.1:5432 (database `test`), with Redis when REDIS_URL is set.
// Arguments go to Vitest (a file, -t "name"…).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exitCode = result.status ?? 1;
