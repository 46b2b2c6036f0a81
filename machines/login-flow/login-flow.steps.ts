/** The steps of the login/attend flow (docs/product.md §4), each a state of `loginFlowMachine.flow`. */
export const LOGIN_STEPS = [
  "join",
  "email",
  "login",
  "choosePassword",
  "register",
  "registerAttend",
  "registerAttendProvider",
  "customize",
  "confirmEmail",
  "attend",
  "redirectExternal",
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/**
 * Steps PREVIOUS can come back to: forms. attend and redirectExternal act on entry, and confirmEmail
 * follows a registration that cannot be undone, so they never enter history.
 */
export const RETURNABLE_STEPS: readonly LoginStep[] = LOGIN_STEPS.filter((step) => !["attend", "redirectExternal", "confirmEmail"].includes(step));

export type LoginSource = "login-page" | "modal" | "like" | "event";

/** The flow runs as pages when it starts from the login page, as a modal over the current page otherwise. */
export const isModalMode = (source: LoginSource) => source !== "login-page";

const LOGIN_PAGES: Record<Exclude<LoginStep, "attend" | "redirectExternal">, string> = {
  join: "/login/start",
  email: "/login/start",
  login: "/login/password",
  choosePassword: "/login/create-password",
  register: "/login/register",
  registerAttend: "/login/register",
  registerAttendProvider: "/login/customize",
  customize: "/login/customize",
  // After registering: the same page says the account exists and the address is to confirm.
  confirmEmail: "/login/register",
};

/**
 * The page showing `step` (docs/product.md §4 "Step to page", §2 attend paths), without its language prefix (the UI
 * adds it). Login steps have pages only in page mode (null: the modal shows them over the current page);
 * the attend steps always have one, `/events/e/{slug}/attend` in modal mode and `/e/{slug}/attend`
 * otherwise (null without an event).
 */
export function stepPath(step: LoginStep, options: { source: LoginSource; eventSlug?: string | null }): string | null {
  const modal = isModalMode(options.source);
  if (step === "attend" || step === "redirectExternal") {
    if (!options.eventSlug) return null;
    return `${modal ? "/events" : ""}/e/${encodeURIComponent(options.eventSlug)}/attend`;
  }
  return modal ? null : LOGIN_PAGES[step];
}
