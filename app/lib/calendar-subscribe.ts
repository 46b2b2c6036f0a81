/**
 * The one-click subscriptions to an iCalendar feed at `feedUrl` (http or https): `webcal://`, which calendar
 * apps open as a subscription, and Google Calendar's subscribe link, which takes the webcal address.
 */
export function calendarSubscribeLinks(feedUrl: string): { webcal: string; google: string } {
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
