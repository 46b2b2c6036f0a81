import { expect, test } from "vitest";
import { refusePassword } from "./password-policy.server";

test("the most common passwords are refused whatever their case or surrounding spaces", async () => {
  for (const password of ["password", "Password1", "12345678", "AZERTYUIOP", "motdepasse", " iloveyou "]) {
    expect(await refusePassword(password, "lea@exemple.fr")).toBe("password_too_common");
  }
});

test("a password equal to the email address is refused, in any case", async () => {
  expect(await refusePassword("Lea@Exemple.FR", "lea@exemple.fr")).toBe("password_is_email");
});

test("an uncommon password is accepted", async () => {
  for (const password of ["un-choix-bien-a-moi", "correct horse battery", "Lea@exemple.fr!"]) {
    expect(await refusePassword(password, "lea@exemple.fr")).toBeNull();
  }
});
