import { useCallback, useEffect, useRef, useState } from "react";
import type { Actor, AnyStateMachine, EventFrom, SnapshotFrom, StateValue } from "xstate";
import { loading } from "./readiness";
import { whenIdle } from "./when-idle";

/** XState's matching of state values (a parent state matches with any of its children). */
export function matchesStateValue(current: StateValue, expected: StateValue): boolean {
  if (typeof expected === "string") return typeof current === "string" ? current === expected : expected in current;
  if (typeof current === "string") return false;
  return Object.entries(expected).every(([key, child]) => {
    const currentChild = current[key];
    return currentChild !== undefined && (child === undefined || matchesStateValue(currentChild, child));
  });
}

/**
 * A component's machine, loaded after hydration, once the browser is idle or at the visitor's first interaction
 * (whenIdle): XState and the machine stay out of the page's first-load JavaScript and out of the moments just
 * after it (docs/performance.md). Until the actor runs (and on the server), the component renders its initial
 * state, `initial`; events sent meanwhile are queued and delivered in order once it starts. `load` is called once.
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(load: () => Promise<Actor<TMachine>>, initial: StateValue) {
  const [loadOnce] = useState(() => load);
  const actorRef = useRef<Actor<TMachine> | null>(null);
  const queue = useRef<EventFrom<TMachine>[]>([]);
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TMachine> | null>(null);

  useEffect(() => {
    let active = true;
    let stop = () => {};
    loading(whenIdle().then(loadOnce)).then(
      (actor) => {
        if (!active) return;
        const subscription = actor.subscribe((next) => setSnapshot(next));
        actor.start();
        actorRef.current = actor;
        setSnapshot(actor.getSnapshot());
        for (const event of queue.current.splice(0)) actor.send(event);
        stop = () => {
          subscription.unsubscribe();
          actor.stop();
        };
      },
      (error: unknown) => console.error("a component's behaviour could not be loaded", error),
    );
    return () => {
      active = false;
      actorRef.current = null;
      stop();
    };
  }, [loadOnce]);

  const send = useCallback((event: EventFrom<TMachine>) => {
    if (actorRef.current) actorRef.current.send(event);
    else queue.current.push(event);
  }, []);
  const matches = (value: StateValue) => (snapshot ? matchesStateValue((snapshot as { value: StateValue }).value, value) : matchesStateValue(initial, value));
  return { snapshot, send, matches };
}
