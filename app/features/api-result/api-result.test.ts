import { expect, test } from "vitest";
import { API_RESULT_STATUS, apiResultMessage } from "./api-result";

test("a known code picks its own message, on its own page only", () => {
  expect(apiResultMessage("error", "expired_link")).toBe("apiResult.error.expired_link");
  expect(apiResultMessage("success", "form_sent")).toBe("apiResult.success.form_sent");
  expect(apiResultMessage("success", "expired_link")).toBe("apiResult.success.generic");
});

test("an unknown code, inherited property or missing code gets the generic message", () => {
  for (const code of [null, "", "<script>alert(1)</script>", "toString", "__proto__", "constructor"]) {
    expect(apiResultMessage("error", code)).toBe("apiResult.error.generic");
  }
});

test("the error page answers 400, the success page 200", () => {
  expect(API_RESULT_STATUS).toEqual({ error: 400, success: 200 });
});
