import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues";
import { IntlProvider } from "~/i18n/intl";
import { CheckboxField } from "./checkbox-field";
import { DateTimeField } from "./datetime-field";
import { EmailField } from "./email-field";
import { NumberField } from "./number-field";
import { PasswordField } from "./password-field";
import { RadioField } from "./radio-field";
import { SearchField } from "./search-field";
import { SelectField } from "./select-field";
import { TelField } from "./tel-field";
import { TextField } from "./text-field";
import { TextareaField } from "./textarea-field";
import { UrlField } from "./url-field";

/** The field kit of docs/product.md §5, rendered in French as the server would. */
function render(field: ReactElement): string {
  return renderToStaticMarkup(createElement(IntlProvider, { lang: "fr", messages: CATALOGUES.fr, children: field }));
}

const base = { label: "Libellé", value: "", onChange: () => {} };

test("every typed input of the kit renders its own type, tied to its label", () => {
  const fields: [string, ReactElement][] = [
    ["text", createElement(TextField, { ...base, name: "a" })],
    ["email", createElement(EmailField, { ...base, name: "a" })],
    ["password", createElement(PasswordField, { ...base, name: "a" })],
    ["search", createElement(SearchField, { ...base, name: "a" })],
    ["tel", createElement(TelField, { ...base, name: "a" })],
    ["url", createElement(UrlField, { ...base, name: "a" })],
    ["number", createElement(NumberField, { ...base, name: "a", min: 0, max: 10 })],
    ["datetime-local", createElement(DateTimeField, { ...base, name: "a" })],
  ];
  for (const [type, field] of fields) {
    const html = render(field);
    expect([type, html]).toEqual([type, expect.stringContaining(`type="${type}"`)]);
    expect(html).toContain('<label for="field-a"');
    expect(html).toContain('id="field-a"');
  }
  expect(render(fields[6]![1])).toMatch(/min="0"[^>]*max="10"|max="10"[^>]*min="0"/);
});

test("a field that failed on submit says why in French and points to the message", () => {
  const html = render(createElement(EmailField, { ...base, name: "mail", error: "form.email" }));
  expect(html).toContain('aria-invalid="true"');
  expect(html).toContain('aria-describedby="field-mail-error"');
  expect(html).toContain("Vérifiez le format de l&#x27;email");
  expect(render(createElement(CheckboxField, { ...base, value: false, name: "ok", error: "form.truthy" }))).toContain("Ce champ doit être coché");
});

test("select, radio, textarea and checkbox render their choices and state", () => {
  const options = [
    { value: "green", label: "Vert" },
    { value: "blue", label: "Bleu" },
  ];
  const select = render(createElement(SelectField, { ...base, name: "c", value: "blue", options }));
  expect(select).toContain("<select");
  expect(select).toMatch(/<option value="blue" selected="">Bleu<\/option>/);
  const radio = render(createElement(RadioField, { ...base, name: "r", value: "green", options }));
  expect(radio).toContain("<legend>Libellé");
  expect(radio.match(/type="radio"/g)).toHaveLength(2);
  expect(radio).toMatch(/value="green" checked=""|checked="" [^>]*value="green"/);
  expect(render(createElement(TextareaField, { ...base, name: "t", value: "Bonjour" }))).toMatch(/<textarea[^>]*>Bonjour<\/textarea>/);
  expect(render(createElement(CheckboxField, { ...base, name: "p", value: true }))).toMatch(/type="checkbox"[^>]*checked=""|checked=""[^>]*type="checkbox"/);
});
