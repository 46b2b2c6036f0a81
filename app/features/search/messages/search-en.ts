import type { searchFr } from "./search-fr";

export const searchEn: Record<keyof typeof searchFr, string> = {
  "search.title": "Search",
  "search.label": "Search the site",
  "search.placeholder": "Compost, bike, climate…",
  "search.submit": "Search",
  "search.lead": "Events, articles, playlists and resources: search the whole site.",
  "search.results": "{count, plural, =0 {No results for “{q}”} one {# result for “{q}”} other {# results for “{q}”}}",
  "search.group.all": "All",
  "search.group.events": "Events",
  "search.group.articles": "Articles",
  "search.group.playlists": "Playlists",
  "search.group.resources": "Resources",
  "search.groupCount": "{label} ({count})",
  "search.seeAll": "See all {count} results",
  "search.empty": "Nothing found for “{q}”",
  "search.emptyLead": "Check the spelling, try a shorter word or one of these searches:",
  "search.suggestions": "Search suggestions",
  "search.browse": "Or browse the events and the media:",
  "search.past": "Past",
};
