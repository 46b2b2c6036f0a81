import * as v from "valibot";

/** The window property where the early recorder keeps its keys. */
const RECORDER = "__gameEarlyKeys";

/**
 * The inline script of /game/play, run as the page is parsed: it records the keys the game reads (letters,
 * Enter, Backspace; not those of a field, as game-keys.ts tells one, with a modifier, or Enter on a button or
 * link) until the game takes the keyboard after hydration, so keys typed while the page loads are not lost
 * (docs/product.md §9 "The word game"). Plain ES5: it runs before any of the app's code.
 */
export const EARLY_KEYS_SCRIPT = `(function () {
  var keys = [];
  function record(event) {
    var target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (target && target.tagName === "INPUT" && !/^(checkbox|radio)$/.test(target.type)) return;
    if (target && (target.isContentEditable || /^(TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (event.key === "Enter" && target && /^(BUTTON|A)$/.test(target.tagName)) return;
    if (event.key === "Enter" || event.key === "Backspace" || event.key.length === 1) keys.push(event.key);
  }
  window.addEventListener("keydown", record, true);
  window.${RECORDER} = { keys: keys, stop: function () { window.removeEventListener("keydown", record, true); } };
})();`;

const RecorderSchema = v.object({ keys: v.array(v.string()), stop: v.function() });

/** The keys recorded before the game could play, once: the recorder stops and forgets them. */
export function takeEarlyKeys(): string[] {
  const recorder = v.safeParse(RecorderSchema, Reflect.get(window, RECORDER));
  if (!recorder.success) return [];
  recorder.output.stop();
  Reflect.deleteProperty(window, RECORDER);
  return recorder.output.keys;
}
