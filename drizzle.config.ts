import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the Drizzle tables; the server applies them at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/gotrue/schema.ts',
    './server/billing/billing.schema.ts',
  ],
  out: './migrations',
});
