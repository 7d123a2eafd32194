import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the feature tables and committed as SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
