import * as v from "valibot";

/**
 * Read-mostly data kept whole under one KV key: read it, or load it from D1 and store it for `ttlSeconds`.
 * A KV value that no longer fits the schema is reloaded; KV failures fall back to D1.
 */
export async function readThroughKv<TSchema extends v.GenericSchema>(
  kv: KVNamespace,
  key: string,
  schema: TSchema,
  load: () => Promise<v.InferOutput<TSchema>>,
  ttlSeconds: number,
): Promise<v.InferOutput<TSchema>> {
  try {
    const cached = v.safeParse(schema, await kv.get(key, "json"));
    if (cached.success) return cached.output;
  } catch (error) {
    console.error("KV read failed, reading D1", key, error);
  }
  const fresh = await load();
  try {
    await kv.put(key, JSON.stringify(fresh), { expirationTtl: ttlSeconds });
  } catch (error) {
    console.error("KV write failed", key, error);
  }
  return fresh;
}
