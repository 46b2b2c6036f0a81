import { CoverCard } from "~/features/organize/form/components/cover-card";
import formCss from "~/styles/organize-form.css?url";
import { shellMeta } from "../shell-meta";
import type { Route } from "./+types/cover";

export const meta = shellMeta;

export const links: Route.LinksFunction = () => (formCss ? [{ rel: "stylesheet", href: formCss, precedence: "default" }] : []);

/** /cover (bare layout): the cover card its query string describes, shown in the form's preview frame. */
export default function Cover() {
  return <CoverCard />;
}
