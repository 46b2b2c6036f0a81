import { expect, test } from "vitest";
import { calendarSubscribeLinks } from "./calendar-subscribe";

test("a feed becomes a webcal subscription and Google Calendar's subscribe link to it", () => {
  const { webcal, google } = calendarSubscribeLinks("https://rdv.test/events/feed.ics?topic=climat&lang=fr");
  expect(webcal).toBe("webcal://rdv.test/events/feed.ics?topic=climat&lang=fr");
  expect(new URL(google).searchParams.get("cid")).toBe(webcal);
  expect(calendarSubscribeLinks("http://127.0.0.1:8787/api/v1/users/calendar/x.ics").webcal).toBe("webcal://127.0.0.1:8787/api/v1/users/calendar/x.ics");
});
