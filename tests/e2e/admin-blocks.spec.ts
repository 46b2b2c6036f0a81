import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { SEEDED_ADMIN as ADMIN } from "./people";

test("in English, the block editor nests blocks, edits list and object inputs from the keyboard, and the JSON view shows the result", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logIn(page, page.context(), baseURL ?? "", ADMIN);
  await page.goto("/en/admin/entries/new");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "New entry" })).toBeVisible();
  await page.getByLabel("Name").fill("Nested blocks");
  await page.getByLabel("Address (urlPath)").fill(`/essai-blocs-${Date.now()}`);

  // A Section takes children: the same editor inside it, with its own palette.
  await page.getByLabel("Add a block at the end").selectOption("Section");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const section = page.getByRole("region", { name: "1. Section" });
  await section.getByLabel("Add a block inside block 1 (Section)").selectOption("Heading");
  await section.getByRole("button", { name: "Add", exact: true }).click();
  const inner = page.getByRole("region", { name: "1.1. Heading" });
  await expect(inner.getByText("(Heading): the required input “text” is missing.")).toBeVisible();
  await inner.getByLabel("text (required)").fill("Inside the section");

  // A list input: items added, moved with the keyboard, removed.
  await page.getByLabel("Add a block at the end").selectOption("Breadcrumbs");
  await page.getByRole("button", { name: "Add", exact: true }).last().click();
  const crumbs = page.getByRole("region", { name: "2. Breadcrumbs" });
  await expect(crumbs.getByText("the required input “items” is missing")).toBeVisible();
  await crumbs.getByRole("button", { name: "Add an item to items" }).click();
  await crumbs.getByRole("group", { name: "Item 1" }).getByLabel("label (required)").fill("Agenda");
  await crumbs.getByRole("button", { name: "Add an item to items" }).click();
  await crumbs.getByRole("group", { name: "Item 2" }).getByLabel("label (required)").fill("Lyon");
  await crumbs.getByRole("group", { name: "Item 2" }).getByLabel("path").fill("/lyon");
  await expect(crumbs.getByText("is missing")).toHaveCount(0);
  await crumbs.getByRole("button", { name: "Move up item 2 of items" }).focus();
  await page.keyboard.press("Enter");
  await expect(crumbs.getByRole("group", { name: "Item 1" }).getByLabel("label (required)")).toHaveValue("Lyon");
  await crumbs.getByRole("button", { name: "Remove item 2 of items" }).click();
  await expect(crumbs.getByRole("group", { name: /^Item / })).toHaveCount(1);

  // An object input is a group of fields: a checkbox ticked with the space bar, a date, a choice.
  await page.getByLabel("Add a block at the end").selectOption("FilterEvents");
  await page.getByRole("button", { name: "Add", exact: true }).last().click();
  const filter = page.getByRole("region", { name: "3. FilterEvents" }).getByRole("group", { name: "eventCriterias" });
  await filter.getByLabel("organizedByMakesense").focus();
  await page.keyboard.press("Space");
  await expect(filter.getByLabel("organizedByMakesense")).toBeChecked();
  await filter.getByLabel("maxDate").fill("2026-12-31");
  await filter.getByLabel("visio").selectOption("online");
  await expect(filter.getByLabel("maxDate")).toHaveAccessibleDescription("Events starting until this day");
  await expectAccessible(page);

  // The advanced view holds the same content.
  await page.getByRole("button", { name: "Advanced (JSON)" }).click();
  const json = page.getByLabel("Content (JSON)");
  const data = JSON.parse(await json.inputValue()) as {
    blocks: { component: { options: Record<string, unknown> }; children?: { component: { options: unknown } }[] }[];
  };
  expect(data.blocks.map((block) => block.component.options)).toEqual([
    { radius: "none" },
    { items: [{ label: "Lyon", path: "/lyon" }] },
    { listType: "grid", perPage: 3, count: 12, eventCriterias: { organizedByMakesense: true, maxDate: "2026-12-31", visio: "online" } },
  ]);
  expect(data.blocks[0]?.children?.[0]?.component.options).toEqual({ level: 2, align: "left", text: "Inside the section" });

  await page.getByRole("button", { name: "Blocks" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/entries\/[0-9a-f]{24}$/);
  await expect(page.getByRole("region", { name: "1.1. Heading" }).getByLabel("text (required)")).toHaveValue("Inside the section");
});
