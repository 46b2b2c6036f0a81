import { ProfileSchema } from "~/features/accounts/pages/account.schema";
import { ProfileUpdateSchema } from "~/features/accounts/users/users.schema";
import { EventJsonSchema } from "~/features/events/event-json.schema";
import { TaxonomyRefSchema } from "~/features/events/events.schema";
import { CancelInputSchema, EventInputSchema } from "~/features/organize/event-input.schema";
import { OwnWidgetInputSchema, OwnWidgetSchema } from "~/features/iframes/own-widgets.schema";
import { PlaceInputSchema, PlaceSchema } from "~/features/places/places.schema";

/**
 * Schemas described once in components.schemas and referred to (docs/decisions/026-openapi-from-schemas.md): the
 * shared ones, and each resource's read shape (what the API answers) beside its write shape (what a client sends).
 */
export const NAMED_SCHEMAS = {
  Event: EventJsonSchema,
  EventInput: EventInputSchema,
  EventCancel: CancelInputSchema,
  Profile: ProfileSchema,
  ProfileUpdate: ProfileUpdateSchema,
  Place: PlaceSchema,
  PlaceInput: PlaceInputSchema,
  TaxonomyRef: TaxonomyRefSchema,
  Widget: OwnWidgetSchema,
  WidgetInput: OwnWidgetInputSchema,
};

/** How a read shape differs from its write shape, told on both. */
export const SHAPE_NOTES: Partial<Record<keyof typeof NAMED_SCHEMAS, string>> = {
  Event: [
    "An event as the API answers it (the read shape). A client writes it as an EventInput (POST /events, PUT /events/{id}), which differs:",
    "- `title`, `description` and `descriptionText` are maps by language, where EventInput has `texts.{lang}.{title, description}`; `description` is the HTML as sanitised on write, `descriptionText` its plain text, made by the server;",
    "- `type`, `topic` and `pillar` are taxonomy items (TaxonomyRef), where EventInput sends their slugs;",
    "- `address` and `cover` are maps by language, where EventInput sends one address and one cover URL;",
    "- `startDate`, `endDate` and `date` are UTC (`…Z`), where EventInput sends instants with their offset;",
    "- `_id`, `slug`, `status`, `attendeesCount`, `feedbacksCount`, `makesense`, `coverDisplay` and `user` (the organizers) are the server's: EventInput has none of them;",
    "- EventInput's `tags`, `visioUrl`, `externalUrl` and `emails` are not answered here (the organizer's read, GET /events/organize/{slug}, answers them as `input`);",
    "- POST and PUT /events answer the event with its `version`, which PUT sends back in If-Match.",
  ].join("\n"),
  EventInput:
    "An event as a client writes it (POST /events, PUT /events/{id}); the API answers it as an Event, whose description lists the differences. Left-out fields take their defaults (`timezone` Europe/Paris, `maxAttendees` 0 for no limit, `private` false…).",
  EventCancel: "The whole body of PUT /events/{id} that cancels the event instead of rewriting it.",
  Profile:
    "A profile as the API answers it (GET /users/me, PUT /users/{id}). It is written as a ProfileUpdate, which differs: `_id`, `email` and `active` are the server's (the email changes through PUT /users/{id}/email); `topic` is answered as the slug it was written as; `lang` and `educate` are written, not answered.",
  ProfileUpdate: "The fields of a profile that PUT /users/{id} changes, each optional; the API answers the whole profile (Profile).",
  PlaceInput: "A place as a client writes it, with limits on each field; answered as a Place.",
  Widget:
    "A member's widget as GET /iframes/mine answers it. PUT /iframes/{id} takes it back as it is: the fields that are the server's (`_id`, `slug`, `kind`, `partners`) are ignored, the others are a WidgetInput.",
  WidgetInput:
    "A member's widget as POST /iframes and PUT /iframes/{id} take it; left-out fields take their defaults. Answered as a Widget, in the same shape, with the server's fields added.",
};
