import { expect, test } from "vitest";
import { problemsByBlock } from "./block-problems";

test("the server's problems are grouped by the block they name, those outside blocks under null", () => {
  const data = {
    title: "javascript:alert(1)",
    blocks: [
      { "@type": "@builder.io/sdk:Element", id: "builder-h", component: { name: "Heading", options: { level: 2 } } },
      { "@type": "@builder.io/sdk:Element", component: { name: "Button", options: { label: "Go", href: "/a" } } },
      { "@type": "@builder.io/sdk:Element", component: { name: "Marquee" } },
    ],
  };
  const problems = problemsByBlock(data);
  expect(problems.get("builder-h")?.map((problem) => [problem.kind, problem.input])).toEqual([["missing_input", "text"]]);
  expect(problems.get("data.blocks.1")).toBeUndefined();
  expect(problems.get("data.blocks.2")?.map((problem) => [problem.kind, problem.component])).toEqual([["unknown_component", "Marquee"]]);
  expect(problems.get(null)?.map((problem) => [problem.kind, problem.input])).toEqual([["script_url", "title"]]);
});
