import { useState } from "react";
import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { RichTextEditor } from "~/features/rich-text/editor/rich-text-editor";
import { render } from "./render";

/** The editor under a label, its value held as a form holds it; every change is recorded. */
function Described({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="description-label">Description</p>
      <RichTextEditor
        id="description"
        labelledBy="description-label"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

const box = () => page.getByRole("textbox", { name: "Description" });

test("typing, bold from the toolbar and Ctrl+I give well-formed HTML of the kept elements", async () => {
  const onChange = vi.fn<(html: string) => void>();
  await render(<Described initial="" onChange={onChange} />);
  await userEvent.click(box());
  await userEvent.keyboard("Atelier ");
  await userEvent.click(page.getByRole("button", { name: "Gras" }));
  await expect.element(page.getByRole("button", { name: "Gras" })).toHaveAttribute("aria-pressed", "true");
  await userEvent.keyboard("vélo");
  await userEvent.click(page.getByRole("button", { name: "Gras" }));
  await userEvent.keyboard(" {Control>}i{/Control}réparé");
  expect(onChange).toHaveBeenLastCalledWith("<p>Atelier <strong>vélo</strong> <em>réparé</em></p>");
});

test("a bulleted list is a list of its own, never inside a paragraph", async () => {
  const onChange = vi.fn<(html: string) => void>();
  await render(<Described initial="<p>Au programme</p>" onChange={onChange} />);
  await userEvent.click(box());
  await userEvent.keyboard("{Control>}{End}{/Control}{Enter}");
  await userEvent.click(page.getByRole("button", { name: "Liste à puces" }));
  await userEvent.keyboard("Fresque{Enter}Débat");
  expect(onChange).toHaveBeenLastCalledWith("<p>Au programme</p><ul><li><p>Fresque</p></li><li><p>Débat</p></li></ul>");
  expect(onChange.mock.calls.at(-1)?.[0]).not.toMatch(/<p>(?:(?!<\/p>).)*<ul>/);
});

test("a link is added from its panel with the keyboard; an address that is not one adds nothing", async () => {
  const onChange = vi.fn<(html: string) => void>();
  await render(<Described initial="" onChange={onChange} />);
  await userEvent.click(box());
  await userEvent.click(page.getByRole("button", { name: "Lien" }));
  const address = page.getByLabelText("Adresse du lien");
  await userEvent.fill(address, "javascript:alert(1)");
  await userEvent.click(page.getByRole("button", { name: "Ajouter le lien" }));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(page.getByRole("button", { name: "Lien" }));
  await userEvent.fill(page.getByLabelText("Adresse du lien"), "https://exemple.org/atelier");
  await userEvent.keyboard("{Enter}");
  expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://exemple.org/atelier">https://exemple.org/atelier</a></p>');
});

test("an emptied text is '' (no description), and a value given from outside replaces the text without a change", async () => {
  const onChange = vi.fn<(html: string) => void>();
  await render(<Described initial="<p>Brouillon</p>" onChange={onChange} />);
  await expect.element(box()).toHaveTextContent("Brouillon");
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(box());
  await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
  expect(onChange).toHaveBeenLastCalledWith("");
});
