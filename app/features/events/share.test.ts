import { expect, test } from "vitest";
import { eventPageUrl, SHARE_NETWORKS, sharePopupFeatures, shareUrl } from "./share";

const page = { url: "https://rdv.test/events/e/fresque-du-climat?x=1&y=2", title: "Fresque du climat & apéro" };

test("each network gets the page URL and title, encoded", () => {
  expect(shareUrl("facebook", page)).toBe(
    "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Frdv.test%2Fevents%2Fe%2Ffresque-du-climat%3Fx%3D1%26y%3D2",
  );
  const tweet = new URL(shareUrl("twitter", page));
  expect(tweet.origin + tweet.pathname).toBe("https://twitter.com/intent/tweet");
  expect(tweet.searchParams.get("url")).toBe(page.url);
  expect(tweet.searchParams.get("text")).toBe(page.title);
  expect(new URL(shareUrl("linkedin", page)).searchParams.get("url")).toBe(page.url);
  expect(new URL(shareUrl("whatsapp", page)).searchParams.get("text")).toBe(`${page.title} ${page.url}`);
  expect(shareUrl("email", page)).toBe(
    `mailto:?subject=Fresque%20du%20climat%20%26%20ap%C3%A9ro&body=Fresque%20du%20climat%20%26%20ap%C3%A9ro%0A${encodeURIComponent(page.url)}`,
  );
  expect(SHARE_NETWORKS).toHaveLength(5);
});

test("an unknown share network throws", () => {
  expect(() => shareUrl("myspace", page)).toThrow("Unknown share network: myspace");
});

test("the popup is 626×436, centred on the window", () => {
  expect(sharePopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1226, outerHeight: 836 })).toBe(
    "width=626,height=436,left=400,top=250,menubar=no,toolbar=no,status=no",
  );
  expect(sharePopupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 200 })).toContain("left=0,top=0");
});

test("event page URLs are absolute and prefixed by language", () => {
  expect(eventPageUrl("https://rdv.test/", "atelier", "fr")).toBe("https://rdv.test/events/e/atelier");
  expect(eventPageUrl("https://rdv.test", "atelier", "es")).toBe("https://rdv.test/es/events/e/atelier");
});
