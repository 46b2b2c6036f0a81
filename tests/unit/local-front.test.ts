import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, expect, test } from "vitest";

// The local server is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const frontUrl = new URL("../../scripts/local-front.mjs", import.meta.url).href;
const { startFront } = (await import(/* @vite-ignore */ frontUrl)) as {
  startFront: (options: { host: string; port: number; upstream: string; cf: object }) => Promise<http.Server>;
};

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const listening = async (server: http.Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};

/** GET `path` on a connection of its own: the status. */
const get = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path, agent: false }, (answer) => (answer.resume(), resolve(answer.statusCode ?? 0))).on("error", reject);
  });

test("a read whose idle upstream connections were all closed unread is sent again on a new one, not answered 502", async () => {
  // The upstream answers, then treats every connection it already answered on as stale: the next request on it is
  // met with a reset, as workerd does with a connection idle for 5 s it did not look at (scripts/local-front.mjs).
  const stale = new Set<Socket>();
  const upstream = http.createServer((request, response) => {
    if (stale.has(request.socket)) request.socket.destroy();
    else response.end("ok");
  });
  const opened: Socket[] = [];
  upstream.on("connection", (socket: Socket) => opened.push(socket));
  const upstreamPort = await listening(upstream);
  const front = await startFront({ host: "127.0.0.1", port: 0, upstream: `http://127.0.0.1:${upstreamPort}/`, cf: {} });
  servers.push(front);
  const port = (front.address() as AddressInfo).port;
  // Two reads at once leave two idle connections in the front's pool.
  expect(await Promise.all([get(port, "/a"), get(port, "/b")])).toEqual([200, 200]);
  for (const socket of opened) stale.add(socket);
  expect(await get(port, "/c")).toBe(200);
});
