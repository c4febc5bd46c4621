import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @groundwork/server` writes SQL migrations from the schema; it needs no database.
// Never point drizzle-kit at a live DATA_DIR: PGlite has no lock between processes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
