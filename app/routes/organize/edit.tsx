import { EditScreen } from "~/features/organize/form/components/edit-screen";
import { organizeMeta } from "~/features/organize/organize-meta";
import formCss from "~/styles/organize-form.css?url";
import type { Route } from "./+types/edit";

export const meta = organizeMeta;

export const links: Route.LinksFunction = () => (formCss ? [{ rel: "stylesheet", href: formCss, precedence: "default" }] : []);

/** /organize/event/{slug}/edit: the event form, prefilled, inside the organizer event page. */
export default function EditEvent() {
  return <EditScreen />;
}
