import * as v from "valibot";

const ListSchema = v.object({ data: v.array(v.object({ slug: v.string() })) });
const ErrorSchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

/** The slugs of a list answer `{data: [{slug}]}`, in order. */
export function slugsOf(body: unknown): string[] {
  return v.parse(ListSchema, body).data.map((item) => item.slug);
}

/** The `{code, message}` of an API error answer `{error: {code, message}}`. */
export function errorOf(body: unknown): { code: string; message: string } {
  return v.parse(ErrorSchema, body).error;
}
