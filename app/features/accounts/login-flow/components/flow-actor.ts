import type { ActorRefFrom } from "xstate";
import type { loginFlowMachine } from "#machines/login-flow/login-flow.machine";

/** The running login flow, as its screens see it: they read its state and send it their events. */
export type FlowActor = ActorRefFrom<typeof loginFlowMachine>;
