import { expect, test } from "vitest";
import { contentUpdateMessage, isSdkReady, livePreviewPath } from "./live-preview";

test("the preview path names the model the frame edits, keeping its own parameters", () => {
  expect(livePreviewPath("/a-propos?previewing=true", "page")).toBe("/a-propos?previewing=true&builder.frameEditing=page");
  expect(livePreviewPath("/builder/__builder-preview__?model=section&id=x1", "section")).toBe(
    "/builder/__builder-preview__?model=section&id=x1&builder.frameEditing=section",
  );
  expect(livePreviewPath("/en/essai", "page")).toBe("/en/essai?builder.frameEditing=page");
});

test("the update carries the entry's data under the model's key, as the SDK reads it", () => {
  const blocks = [{ "@type": "@builder.io/sdk:Element", component: { name: "Heading", options: { text: "Bonjour" } } }];
  expect(contentUpdateMessage("page", { title: "Essai", blocks })).toEqual({
    type: "builder.contentUpdate",
    data: { key: "page", data: { data: { title: "Essai", blocks } } },
  });
});

test("only the SDK's own message says the frame listens", () => {
  expect(isSdkReady({ type: "builder.sdkInfo", data: { target: "react" } })).toBe(true);
  expect(isSdkReady({ type: "builder.registerComponent" })).toBe(false);
  expect(isSdkReady("builder.sdkInfo")).toBe(false);
});
