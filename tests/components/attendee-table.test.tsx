import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { AttendeeTable } from "~/features/organize/manage/components/attendee-table";
import type { Attendee, Attendees } from "~/features/organize/manage/organize-answers.schema";
import { render } from "./render";

const person = (userId: string, name: string, registeredAt: string, checkedInAt: string | null = null): Attendee => ({
  userId,
  name,
  email: `${userId}@exemple.org`,
  lang: "fr",
  registeredAt,
  checkedInAt,
  ticket: `T${userId.toUpperCase()}2345`.slice(0, 8),
  answers: {},
});

const DATA: Attendees = {
  attendees: [
    person("lea", "Léa Martin", "2030-01-02T10:00:00.000Z"),
    person("zoe", "Zoé Bernard", "2030-01-03T10:00:00.000Z"),
    person("adam", "Adam Petit", "2030-01-04T10:00:00.000Z", "2030-02-01T18:05:00.000Z"),
  ],
  waitlist: [],
  requests: [],
  maxAttendees: 0,
  attendeesCount: 3,
  questions: [],
};

/** The table over data it changes as the attendees screen does; the messages it gives are kept. */
function Screen({ messages }: { messages: string[] }) {
  const [data, setData] = useState(DATA);
  return (
    <AttendeeTable
      eventId="evt1"
      data={data}
      onChange={(change, message) => {
        setData(change);
        messages.push(message);
      }}
      onReload={() => {}}
    />
  );
}

const rowNames = () => [...document.querySelectorAll("tbody th")].map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

test("the count, a search by name that ignores accents and case, and nothing found said so", async () => {
  await render(<Screen messages={[]} />);
  await expect.element(page.getByText("3 participants · 1 arrivé")).toBeVisible();
  await userEvent.fill(page.getByRole("searchbox", { name: "Rechercher un participant" }), "zoe");
  expect(rowNames()).toEqual(["Zoé Bernard"]);
  await userEvent.fill(page.getByRole("searchbox", { name: "Rechercher un participant" }), "personne");
  await expect.element(page.getByText("Aucun participant ne correspond à cette recherche.")).toBeVisible();
});

test("rows sort by registration, by name and by arrival", async () => {
  await render(<Screen messages={[]} />);
  expect(rowNames()).toEqual(["Léa Martin", "Zoé Bernard", "Adam Petit"]);
  await userEvent.selectOptions(page.getByLabelText("Trier par"), "Nom");
  expect(rowNames()).toEqual(["Adam Petit", "Léa Martin", "Zoé Bernard"]);
  await userEvent.selectOptions(page.getByLabelText("Trier par"), "Arrivée");
  expect(rowNames()[0]).toBe("Adam Petit");
});

test("checking someone in posts their id and shows the arrival the server answers; a failure says so", async () => {
  const arrived = { attendee: { ...DATA.attendees[0], checkedInAt: "2030-02-01T18:30:00.000Z" } };
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json(arrived));
  const messages: string[] = [];
  await render(<Screen messages={messages} />);
  await userEvent.click(page.getByRole("button", { name: "Marquer arrivé·e : Léa Martin" }));
  await expect.element(page.getByRole("button", { name: "Annuler l'arrivée : Léa Martin" })).toBeVisible();
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(String(url)).toBe("/api/v1/events/checkin/evt1");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual({ userId: "lea" });
  expect(messages).toHaveLength(1);
  await expect.element(page.getByText("3 participants · 2 arrivés")).toBeVisible();

  fetch.mockResolvedValueOnce(Response.json({ error: { code: "server_error", message: "x" } }, { status: 500 }));
  await userEvent.click(page.getByRole("button", { name: "Marquer arrivé·e : Zoé Bernard" }));
  await expect.element(page.getByRole("alert")).toHaveTextContent("L'action n'a pas pu aboutir. Réessaie dans un instant.");
  await expect.element(page.getByRole("button", { name: "Marquer arrivé·e : Zoé Bernard" })).toBeEnabled();
});

test("a selection acts on the rows on screen only: select all, then a search narrows what the batch counts", async () => {
  await render(<Screen messages={[]} />);
  await userEvent.click(page.getByRole("checkbox", { name: "Sélectionner tous les participants affichés" }));
  await expect.element(page.getByRole("group", { name: "Actions sur 3 personnes sélectionnées" })).toBeVisible();
  await userEvent.fill(page.getByRole("searchbox", { name: "Rechercher un participant" }), "léa");
  await expect.element(page.getByRole("group", { name: "Actions sur 1 personne sélectionnée" })).toBeVisible();
  await userEvent.click(page.getByRole("checkbox", { name: "Sélectionner Léa Martin" }));
  await expect.element(page.getByRole("checkbox", { name: "Sélectionner Léa Martin" })).not.toBeChecked();
});
