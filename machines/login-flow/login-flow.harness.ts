import { vi } from "vitest";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import { loginFlowMachine } from "./login-flow.machine";
import type {
  ExistsResult,
  FlowAnswers,
  FlowEvent,
  FlowQuestion,
  FlowUser,
  LoginFeature,
  ProfileChanges,
  RegisterOutcome,
  StartLoginFlow,
} from "./login-flow.types";

export const talk: FlowEvent = { id: "evt-1", slug: "atelier-zero-dechet", registerExternal: false };
/** A question the organizer asks, and the same talk asking it. */
export const diet: FlowQuestion = {
  id: "q1diet00",
  kind: "choice",
  required: true,
  label: { fr: "Régime" },
  options: [{ id: "o1veggie", label: { fr: "Végétarien" } }],
};
export const askingTalk: FlowEvent = { ...talk, questions: [diet] };
export const externalTalk: FlowEvent = { id: "evt-2", slug: "hackathon-climat", registerExternal: true };
export const lea: FlowUser = { _id: "u-1", email: "lea@exemple.fr", profileCompleted: true, active: true, firstName: "Léa", displayname: "Léa M." };

type Options = {
  exists?: ExistsResult;
  profile?: FlowUser;
  /** Actors that reject; with a code when `codes` names one (the API's error code). */
  failing?: string[];
  codes?: Record<string, string>;
  registered?: RegisterOutcome;
  /** The attend took a request (the event approves each registration) rather than a place. */
  pending?: boolean;
  attendedEventIds?: string[];
};

/** What an actor of the UI rejects with: the API's error, with its code. */
class FakeApiError extends Error {
  readonly code: string;

  constructor(name: string, code: string) {
    super(`${name} failed`);
    this.code = code;
  }
}

/**
 * A started login flow whose actors answer at once (or reject when named in `failing`) and whose
 * side-effect actions are recorded, in order, in `calls`. Drive it with `send` and `settle`.
 */
export function startFlow(options: Options = {}) {
  const calls: [name: string, payload: unknown][] = [];
  const failing = new Set(options.failing);
  const fake = <TOutput, TInput>(name: string, output: TOutput) =>
    fromPromise<TOutput, TInput>(async ({ input }) => {
      calls.push([name, input]);
      if (failing.has(name)) throw new FakeApiError(name, options.codes?.[name] ?? "request_failed");
      return output;
    });
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push([name, params]);
  const machine = loginFlowMachine.provide({
    actors: {
      providerLogin: fake("providerLogin", { token: "t-provider", refresh: "r-provider" }),
      checkExists: fake("checkExists", options.exists ?? { exists: false, invited: false, local: false }),
      register: fake<RegisterOutcome, { email: string; password: string; callback: string | null }>(
        "register",
        options.registered ?? { token: "t-register", refresh: "r-register" },
      ),
      login: fake("login", { token: "t-login", refreshToken: "r-login" }),
      sendLoginLink: fake<void, { email: string }>("sendLoginLink", undefined),
      loadProfile: fake("loadProfile", options.profile ?? lea),
      updateProfile: fake<FlowUser, { profile: ProfileChanges }>("updateProfile", { ...(options.profile ?? lea), profileCompleted: true }),
      resendActivation: fake<void, { email: string }>("resendActivation", undefined),
      attend: fake<{ pending: boolean }, { eventId: string; email: string; answers: FlowAnswers | null }>("attend", { pending: options.pending ?? false }),
      subscribeAttend: fake<void, { eventId: string; email: string; answers: FlowAnswers | null }>("subscribeAttend", undefined),
    },
    actions: {
      storeTokens: record("storeTokens"),
      storeEmailCookie: record("storeEmailCookie"),
      completeLogin: record("completeLogin"),
      redirectExternal: record("redirectExternal"),
      runCallback: record("runCallback"),
    },
  });
  const actor = createActor(machine, { input: { attendedEventIds: options.attendedEventIds } }).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    calls,
    /** What the flow called, by name, in order. */
    called: () => calls.map(([name]) => name),
    is: (state: Parameters<SnapshotFrom<typeof machine>["matches"]>[0]) => snapshot().matches(state),
    context: () => snapshot().context,
    can: (event: Parameters<SnapshotFrom<typeof machine>["can"]>[0]) => snapshot().can(event),
    start: (start: StartLoginFlow) => actor.send({ type: "START", ...start }),
    /** Lets the pending actors answer (fake timers must be on). */
    settle: () => vi.advanceTimersByTimeAsync(0),
  };
}

export const invited: ExistsResult = { exists: true, invited: true, local: false };
export const local: ExistsResult = { exists: true, invited: false, local: true };
export const unknown: ExistsResult = { exists: false, invited: false, local: false };

/** A flow brought to the step the email check leads to. */
export async function atStep(
  exists: ExistsResult,
  options: {
    feature?: LoginFeature;
    failing?: string[];
    codes?: Record<string, string>;
    profile?: FlowUser;
    registered?: RegisterOutcome;
    pending?: boolean;
  } = {},
) {
  const flow = startFlow({ exists, ...options });
  flow.start({ source: "modal", feature: options.feature, event: talk, callback: "/events/e/atelier-zero-dechet" });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: lea.email });
  await flow.settle();
  flow.calls.length = 0;
  return flow;
}
