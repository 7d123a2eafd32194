// Bundles the API into dist/main.js and dist/create-admin.js. Packages from
// node_modules stay external (PGlite loads its WASM beside its own module);
// the workspace's own TypeScript packages (@campus/*) are bundled in.
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

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    // The matching calculation runs in a worker thread of its own (features/matching/engine/run-in-worker.ts).
    'matching-worker': 'src/features/matching/engine/calculate-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
