import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import type { DraftLang, DraftTexts, EventDraft, EventFormContext, EventFormEvent } from "#machines/event-form/event-form.types";
import { fieldId } from "~/components/ui/fields/field-frame";
import type { Taxonomies } from "./use-taxonomies";

type EventForm = {
  context: EventFormContext;
  send: (event: EventFormEvent) => void;
  /** Saving (checking or calling the API): the buttons wait. */
  busy: boolean;
  taxonomies: Taxonomies;
  /** The user's email is on the staff domain: the cover preview shows the 'makesense' mark (docs/product.md §6). */
  makesense: boolean;
  /** The last focus request handled (shared by every part of the form). */
  focusHandledRef: { current: number };
};

const EventFormContextValue = createContext<EventForm | null>(null);

export function EventFormProvider({ value, children }: { value: Omit<EventForm, "focusHandledRef">; children: ReactNode }) {
  const focusHandledRef = useRef(0);
  return <EventFormContextValue.Provider value={{ ...value, focusHandledRef }}>{children}</EventFormContextValue.Provider>;
}

/** The form being shown: its machine's context, how to change it, the lists it offers. */
export function useEventForm() {
  const form = useContext(EventFormContextValue);
  if (!form) throw new Error("useEventForm outside an EventFormProvider");
  const { context, send } = form;
  return {
    ...form,
    draft: context.draft,
    errors: context.errors,
    change: (patch: Partial<EventDraft>) => send({ type: "CHANGE", patch }),
    changeText: (lang: DraftLang, field: keyof DraftTexts, value: string) => send({ type: "CHANGE_TEXT", lang, field, value }),
  };
}

/**
 * After a failed submit, the first invalid field gets the focus (docs/product.md §5), once it is on the
 * page: its step and language tab may render a moment later.
 */
export function useFocusFirstInvalid() {
  const { context, focusHandledRef } = useEventForm();
  useEffect(() => {
    if (context.focusRequest <= focusHandledRef.current || !context.firstInvalid) return;
    const field = document.getElementById(fieldId(context.firstInvalid));
    if (!field) return;
    focusHandledRef.current = context.focusRequest;
    field.focus();
  });
}
