import * as v from "valibot";

/** The API's one error shape (conventions, habit 4). */
const ErrorBodySchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

/** The code and message of an error answer, or null when its body is not the API's error shape. */
export function errorBody(body: unknown): { code: string; message: string } | null {
  const parsed = v.safeParse(ErrorBodySchema, body);
  return parsed.success ? parsed.output.error : null;
}
