/**
 * Queries on the hot path (every signed-in request runs them), prepared once per database
 * handle: Drizzle builds their SQL once instead of on every request (it was a fifth of the
 * profile poll's CPU), and node-postgres sends them as named statements, which Postgres parses
 * and plans once per connection. They select named columns, so a migration that adds a column
 * does not disturb a running server's statements.
 */
import type { AppDatabase } from './connect';

export function preparedPerDatabase<Query>(
  build: (db: AppDatabase) => Query,
): (db: AppDatabase) => Query {
  const prepared = new WeakMap<AppDatabase, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
