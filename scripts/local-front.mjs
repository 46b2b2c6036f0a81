import http from "node:http";

/**
 * The front of the local server (docs/decisions/024-local-server-front.md): clients connect to Node, which hands
 * each request to workerd on a loopback port of its own.
 *
 * workerd runs the Worker, its D1, KV and Cache objects and its HTTP server on one event loop, which looks at its
 * sockets only when it has nothing else to run. Under sustained load it can run for seconds without looking;
 * when it looks again, every keep-alive connection that finished an answer more than 5 s before is closed
 * (kj's fixed pipeline timeout), even when its next request has arrived meanwhile: the client gets a reset,
 * its request unanswered. So workerd never keeps an idle connection here:
 * - a request that changes something (POST, PUT, PATCH, DELETE…) goes on a connection of its own, closed after
 *   its answer;
 * - GET, HEAD and OPTIONS reuse idle connections (cheaper), and one that workerd closed before answering is sent
 *   again once on a new connection: it changes nothing, so sending it twice is safe.
 * Clients keep their own keep-alive connections to Node, which never closes them under load.
 *
 * A write's body is read whole before it goes (MAX_BODY_BYTES at most, above every limit of the Worker's: larger
 * ones are answered 413 here), and sent with its length: workerd then never answers a body it has not read yet
 * while the front is still sending it (a reset, and no answer to pass on), and a client that goes away mid-upload
 * never reaches it.
 *
 * Writes are admitted to workerd WRITES_IN_FLIGHT at a time, the others wait here in order: the local D1 runs one
 * query at a time, as D1 does, and every query queued behind writes is a read that waits too. So reads (the pages,
 * a liveness probe) keep answering within a few writes' time whatever the burst. A write that has waited
 * MAX_WAIT_MS is answered 503 with Retry-After, never dropped.
 *
 * The front also writes what a client may not choose: the connection's address (`request.cf.clientAddress`,
 * app/lib/client-address.server.ts, through Miniflare's `MF-CF-Blob`, with the fixed `Request.cf` of the
 * local server), and it drops every `MF-*` header a client sends (Miniflare's internal controls).
 */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);
/** Idle connections to workerd are dropped after this, before workerd's own 5 s. */
const IDLE_UPSTREAM_MS = 3000;
/** Writes handed to workerd at once; measured with the load test (docs/performance.md "The local server under load"). */
const WRITES_IN_FLIGHT = 8;
/** How long a write may wait for its turn before it is answered 503. */
const MAX_WAIT_MS = 30_000;
/** The largest body the front reads: the Worker's largest limit is an upload's 5 MB and its multipart envelope. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The whole body of `request`, or null when it is over MAX_BODY_BYTES or the client went away. */
function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners("data");
        request.pause();
        return resolve(null);
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", () => resolve(null));
    request.on("aborted", () => resolve(null));
  });
}

/** A first-come, first-served gate of `size` places. */
function gate(size) {
  let free = size;
  const waiting = [];
  return {
    /** Resolves with a release function when a place is free, or with null after `timeoutMs`. */
    enter(timeoutMs) {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => {
        const entry = { resolve, timer: setTimeout(() => (waiting.splice(waiting.indexOf(entry), 1), resolve(null)), timeoutMs) };
        waiting.push(entry);
      });
    },
  };
  function release() {
    const next = waiting.shift();
    if (!next) return void (free += 1);
    clearTimeout(next.timer);
    next.resolve(release);
  }
}

/** The address of a connection as a client address: an IPv4-mapped IPv6 address as IPv4. */
function addressOf(socket) {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

function upstreamHeaders(request, cf) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP_BY_HOP.has(name) || name.startsWith("mf-")) continue;
    headers[name] = value;
  }
  headers["mf-cf-blob"] = JSON.stringify({ ...cf, clientAddress: addressOf(request.socket) });
  return headers;
}

function answerHeaders(upstream) {
  const headers = {};
  for (const [name, value] of Object.entries(upstream.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  return headers;
}

/** A reset or an early end of a reused connection, before any byte of the answer: workerd closed it unread. */
function closedUnread(error) {
  return ["ECONNRESET", "EPIPE", "ECONNREFUSED"].includes(error.code) || error.message === "socket hang up";
}

/**
 * Listens on `host:port` and hands every request to workerd at `upstream` (a URL). Resolves with the server once
 * it listens.
 */
export function startFront({ host, port, upstream, cf }) {
  const target = new URL(upstream);
  const pool = new http.Agent({ keepAlive: true, timeout: IDLE_UPSTREAM_MS, scheduling: "lifo" });

  const writes = gate(WRITES_IN_FLIGHT);

  function refuse(response, status, code, message) {
    response.writeHead(status, { "Content-Type": "application/json", "Retry-After": "1", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ error: { code, message } }));
  }

  async function admit(request, response) {
    if (IDEMPOTENT.has(request.method)) return forward(request, response, { retry: true, done: () => {}, body: null });
    const body = await readBody(request);
    if (body === null) {
      if (request.destroyed || response.destroyed) return;
      // The Worker refuses such a body too (413): answered here, and the rest of it is not read.
      response.setHeader("Connection", "close");
      return refuse(response, 413, "payload_too_large", "The request body is too large.");
    }
    const leave = await writes.enter(MAX_WAIT_MS);
    if (!leave) return refuse(response, 503, "overloaded", "The server is busy; try again in a moment.");
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      leave();
    };
    response.on("close", done);
    if (response.destroyed) return done();
    forward(request, response, { retry: false, done, body });
  }

  function forward(request, response, { retry, done, body }) {
    const idempotent = IDEMPOTENT.has(request.method);
    const outbound = http.request({
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...upstreamHeaders(request, cf), ...(body ? { "content-length": String(body.length) } : {}) },
      // The second try of a read goes on a connection of its own: another idle one of the pool may be as stale as
      // the first (workerd looked at neither for 5 s), and a second reset would reach the client as a 502.
      agent: idempotent && retry ? pool : false,
      setHost: false,
    });
    let answered = false;
    outbound.on("response", (answer) => {
      answered = true;
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer));
      answer.pipe(response);
      answer.on("end", done);
      answer.on("error", () => response.destroy());
    });
    outbound.on("error", (error) => {
      if (!answered && retry && idempotent && outbound.reusedSocket && closedUnread(error)) return forward(request, response, { retry: false, done, body });
      done();
      if (answered || response.headersSent) return response.destroy();
      // workerd is gone or restarting: a client may try again shortly.
      refuse(response, 502, "upstream_unavailable", "The local runtime did not answer; try again.");
    });
    // A client that leaves takes its request to workerd with it.
    response.on("close", () => {
      if (!response.writableFinished) outbound.destroy();
    });
    outbound.end(body ?? undefined);
  }

  const server = http.createServer((request, response) => void admit(request, response));
  // Clients' idle connections stay open longer than any of theirs would (browsers keep theirs a few minutes at most).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}
