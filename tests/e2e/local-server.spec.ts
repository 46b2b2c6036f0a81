import { expect, test } from "./fixtures";

// The local server under requests whose bodies the Worker never reads, and clients that leave mid-answer
// (docs/decisions/013-local-server-without-proxy.md). Node's fetch, not a browser: it sends bodies in chunks.

/** A body of `bytes` sent in 16 kB chunks, without Content-Length. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(16 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

test("bodies answered before they are read break neither their own answer nor the requests around them", async ({ baseURL }) => {
  // Answered before reading: 401 (no session), 404 (no such route), 405 (a page takes no POST), 413 (over
  // the API's 64 kB, told by Content-Length). Bodies under the limit go both with a length and in chunks.
  const unread: [string, string, number, number][] = [
    ["PUT", "/api/v1/users/000000000000000000000001", 401, 48_000],
    ["POST", "/api/v1/nothing-here", 404, 48_000],
    ["POST", "/events", 405, 200_000],
    ["POST", "/api/v1/users/newsletter", 413, 100_000],
  ];
  const answers: string[] = [];
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      Array.from({ length: 18 }, async (_, index) => {
        if (index % 3 === 2) {
          const response = await fetch(`${baseURL}/api/v1/events?limit=2&round=${round}`);
          await response.arrayBuffer();
          answers.push(`GET ${response.status}`);
          return;
        }
        const [method, path, status, bytes] = unread[index % unread.length]!;
        const body = index % 2 === 0 || status === 413 ? "x".repeat(bytes) : chunked(bytes);
        const response = await fetch(`${baseURL}${path}`, {
          method,
          body,
          duplex: "half",
          headers: { "Content-Type": "application/json", Origin: baseURL! },
        } as RequestInit);
        await response.arrayBuffer();
        answers.push(`${method} ${path} ${response.status === status ? "as expected" : response.status}`);
      }),
    );
  }
  expect(answers.filter((answer) => !answer.endsWith("as expected") && answer !== "GET 200")).toEqual([]);
});

test("clients that leave in the middle of answers do not take the server down", async ({ baseURL }) => {
  await Promise.all(
    Array.from({ length: 30 }, async (_, index) => {
      const controller = new AbortController();
      const response = await fetch(`${baseURL}${index % 2 ? "/events" : "/sitemap.xml"}?leave=${index}`, { signal: controller.signal });
      await response.body?.getReader().read();
      controller.abort();
    }),
  );
  const after = await fetch(`${baseURL}/api/v1/events?limit=1`);
  expect(after.status).toBe(200);
});
