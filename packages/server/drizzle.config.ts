import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and committed; the server applies the same files to PGlite and
// PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
