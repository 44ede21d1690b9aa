/** Column shapes the server-only tables (built-in auth, billing) repeat. */
import { bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A timestamptz column, nullable unless chained with `.notNull()`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

export const bigserialPrimaryKey = () => bigserial('id', { mode: 'number' }).primaryKey();
