// `npm start`: builds the web app and the API when their build is missing or
// older than the sources, then runs the API, which also serves the web app.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The newest modification time of the files below a path (0 when it does not exist).
 * @param {string} target
 * @returns {number}
 */
function newestTime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestTime(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/contracts/src',
  'package-lock.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];
const sourceTime = Math.max(...sources.map((source) => newestTime(path.join(root, source))));
const outputTime = Math.min(...outputs.map((output) => newestTime(path.join(root, output))));

if (outputTime === 0 || outputTime < sourceTime) {
  console.log('Building CampusHub (once, and again after the sources change)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      INIT_CWD: process.env.INIT_CWD ?? root,
    },
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
