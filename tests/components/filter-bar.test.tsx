import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { FilterBar } from "~/features/events/components/filter-bar";
import type { ListingFilters } from "~/features/events/listing-filters";
import { render } from "./render";

const TYPES = [{ slug: "atelier", name: "Atelier" }];
const TOPICS = [{ slug: "climat", name: "Climat" }];

function bar(filters: ListingFilters = {}, fixed: { type?: boolean; topic?: boolean } = {}) {
  const onChange = vi.fn<(changes: ListingFilters) => void>();
  const onReset = vi.fn();
  const place = <input aria-label="Lieu" id="filter-place" />;
  return {
    onChange,
    onReset,
    node: <FilterBar filters={filters} onChange={onChange} onReset={onReset} types={TYPES} topics={TOPICS} fixed={fixed} place={place} />,
  };
}

test("each control of the bar sends its own change in the URL's form, French labels on screen", async () => {
  const { node, onChange } = bar();
  await render(node);
  await userEvent.selectOptions(page.getByLabelText("Thématique"), "Climat");
  expect(onChange).toHaveBeenLastCalledWith({ topic: "climat" });
  await userEvent.selectOptions(page.getByLabelText("Format"), "Uniquement en ligne");
  expect(onChange).toHaveBeenLastCalledWith({ visio: "true" });
  await userEvent.click(page.getByRole("checkbox", { name: "Accessible en fauteuil" }));
  expect(onChange).toHaveBeenLastCalledWith({ stepFree: "true" });
  await userEvent.selectOptions(page.getByLabelText("Langue de l'événement"), "Anglais");
  expect(onChange).toHaveBeenLastCalledWith({ eventLang: "en" });
  await userEvent.fill(page.getByRole("searchbox", { name: "Rechercher" }), "fresque");
  expect(onChange).toHaveBeenLastCalledWith({ search: "fresque" });
});

test("the bar shows the URL's filters; a box unticked sends an empty value, which the machine drops", async () => {
  const { node, onChange } = bar({ visio: "false", stepFree: "true", eventLang: "es", topic: "climat" });
  await render(node);
  await expect.element(page.getByLabelText("Format")).toHaveValue("false");
  await expect.element(page.getByLabelText("Langue de l'événement")).toHaveValue("es");
  await expect.element(page.getByLabelText("Thématique")).toHaveValue("climat");
  const box = page.getByRole("checkbox", { name: "Accessible en fauteuil" });
  await expect.element(box).toBeChecked();
  await userEvent.click(box);
  expect(onChange).toHaveBeenLastCalledWith({ stepFree: "" });
});

test("precise dates open two date fields; a quick choice sends both bounds; a route's topic is not offered again", async () => {
  const { node, onChange } = bar({}, { topic: true });
  await render(node);
  await expect.element(page.getByLabelText("Thématique")).not.toBeInTheDocument();
  await expect.element(page.getByLabelText("Du")).not.toBeInTheDocument();
  await userEvent.selectOptions(page.getByLabelText("Dates", { exact: true }), "Dates précises");
  await expect.element(page.getByLabelText("Du")).toBeVisible();
  await userEvent.fill(page.getByLabelText("Du"), "2030-05-01");
  expect(onChange).toHaveBeenLastCalledWith({ from: "2030-05-01" });
  await userEvent.selectOptions(page.getByLabelText("Dates", { exact: true }), "Ce week-end");
  expect(onChange.mock.lastCall?.[0]).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
  await expect.element(page.getByLabelText("Du")).not.toBeInTheDocument();
});

test("the keyboard reaches every control in order, and the reset button resets", async () => {
  const { node, onReset } = bar();
  await render(node);
  const order: string[] = [];
  (page.getByRole("searchbox", { name: "Rechercher" }).element() as HTMLElement).focus();
  for (let step = 0; step < 9; step++) {
    if (step > 0) await userEvent.keyboard("{Tab}");
    order.push(document.activeElement?.id || document.activeElement?.textContent || "");
  }
  expect(order).toEqual([
    "filter-search",
    "filter-type",
    "filter-topic",
    "filter-dates",
    "filter-place",
    "filter-visio",
    "filter-step-free",
    "filter-event-lang",
    "Réinitialiser la recherche",
  ]);
  await userEvent.keyboard("{Enter}");
  expect(onReset).toHaveBeenCalledOnce();
});

test("in English, the same bar speaks English", async () => {
  const { node, onChange } = bar();
  await render(node, { lang: "en" });
  await userEvent.selectOptions(page.getByLabelText("Language of the event"), "Spanish");
  expect(onChange).toHaveBeenLastCalledWith({ eventLang: "es" });
  await expect.element(page.getByRole("checkbox", { name: "Wheelchair accessible" })).toBeVisible();
});
