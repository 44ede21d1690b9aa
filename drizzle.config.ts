import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from shared/schema.ts; the server applies them at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/schema.ts',
  out: './migrations',
});
