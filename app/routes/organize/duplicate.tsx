import { useParams } from "react-router";
import { DuplicateScreen } from "~/features/organize/form/components/duplicate-screen";
import { organizeMeta } from "~/features/organize/organize-meta";
import formCss from "~/styles/organize-form.css?url";
import type { Route } from "./+types/duplicate";

export const meta = organizeMeta;

export const links: Route.LinksFunction = () => (formCss ? [{ rel: "stylesheet", href: formCss, precedence: "default" }] : []);

/** /organize/duplicate/{slug}: a copy of the event, dates to set, published as a new event. */
export default function DuplicateEvent() {
  return <DuplicateScreen slug={useParams().slug ?? ""} />;
}
