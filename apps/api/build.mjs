// Bundles the API into dist/main.js and dist/create-admin.js, then makes the
// demo database template in dist/demo-template. Packages from
// node_modules stay external (PGlite loads its WASM beside its own module);
// the workspace's own TypeScript packages (@campus/*) are bundled in.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@campus/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Chunks are named by their content: an earlier build's would stay beside the new ones.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    // The matching calculation runs in a worker thread of its own (features/matching/engine/run-in-worker.ts).
    'matching-worker': 'src/features/matching/engine/calculate-worker.ts',
    'make-demo-template': 'src/cli/make-demo-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  // main.js imports server.js's chunk while the database opens. Chunks stay beside the
  // entries: modules find files (migrations, the web app, the worker) from import.meta.url.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});

// The new embedded demo database, migrated and seeded once here so that a first
// `npm start` copies it in a second (src/demo-template.ts).
const template = spawnSync(process.execPath, ['dist/make-demo-template.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
