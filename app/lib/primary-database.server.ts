/**
 * The binding each request's D1 session was made from (workers/d1-session.ts). Queries on the binding itself,
 * outside the Sessions API, go to the primary database (docs/architecture.md §2 "Sessions and read replicas").
 */
const bindings = new WeakMap<D1Database, D1Database>();

/** Records that `session` (the request's `DB`) was made from `binding`. */
export function rememberBinding(session: D1Database, binding: D1Database) {
  bindings.set(session, binding);
}

/**
 * The database at the primary, for what fills a shared cache (KV): a replica may still lag behind the write
 * that just emptied it, and its old rows would then be kept for every visitor for the cache's lifetime.
 */
export function primaryDatabase(db: D1Database): D1Database {
  return bindings.get(db) ?? db;
}
