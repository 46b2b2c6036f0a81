// The peer of the throughput budget (docs/performance.md "Against a peer"): Ghost, the Node/Express/SQLite
// publishing platform, installed from the npm registry into bench/.state/peer and run on this machine's Node with as
// many published posts as the base state has events. Its content API lists 24 posts with their tags and authors, the
// counterpart of our uncached `GET /api/v1/events?limit=24&page=3`.
import { createRequire } from "node:module";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH, output, run, startGroup, waitForUrl } from "./lib.mjs";
import { combineRuns, load } from "./load.mjs";

/** The last Ghost whose engines take Node 20, the bench's Node. */
export const GHOST_VERSION = "5.130.6";
const PEER_DIR = join(BENCH, ".state/peer");
const APP = join(PEER_DIR, `ghost-${GHOST_VERSION}`);
/** The content API key the seed gives the bench's integration (Ghost's own are 26 hexadecimal characters too). */
const CONTENT_KEY = "0123456789abcdef0123456789";
/** What the bench asks of the peer: the third page of 24 posts, each with its tags and authors. */
export const PEER_PATH = `/ghost/api/content/posts/?key=${CONTENT_KEY}&limit=24&page=3&include=tags,authors`;

/**
 * Installs Ghost once. A plain `npm install ghost` fails on a `file:` dependency inside the package, so the package
 * is unpacked and installed as Ghost installs itself: yarn 1 and the package's own lockfile, pointed at the registry
 * npm uses here, without the development dependencies. sqlite3 builds from source against the machine's Node headers.
 */
export function ensurePeer() {
  if (existsSync(join(APP, ".installed"))) return;
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(PEER_DIR, { recursive: true });
  const tarball = run("npm", ["pack", `ghost@${GHOST_VERSION}`, "--pack-destination", PEER_DIR, "--silent"], { capture: true }).stdout.trim();
  const unpacked = join(PEER_DIR, "package");
  rmSync(unpacked, { recursive: true, force: true });
  run("tar", ["xzf", join(PEER_DIR, tarball), "-C", PEER_DIR]);
  renameSync(unpacked, APP);
  rmSync(join(PEER_DIR, tarball));
  const tools = join(PEER_DIR, "tools");
  if (!existsSync(join(tools, "node_modules/.bin/yarn"))) run("npm", ["install", "--prefix", tools, "--no-save", "--no-audit", "--no-fund", "yarn@1"]);
  const registry = output("npm", ["config", "get", "registry"]).replace(/\/$/, "");
  const lockfile = join(APP, "yarn.lock");
  writeFileSync(lockfile, readFileSync(lockfile, "utf8").replace(/resolved "https:\/\/[^/"]+/g, `resolved "${registry}`));
  const manifest = JSON.parse(readFileSync(join(APP, "package.json"), "utf8"));
  delete manifest.devDependencies;
  writeFileSync(join(APP, "package.json"), JSON.stringify(manifest, null, 2));
  const cache = join(PEER_DIR, "yarn-cache");
  try {
    run(join(tools, "node_modules/.bin/yarn"), ["install", "--cwd", APP, "--production", "--non-interactive", "--no-progress", "--cache-folder", cache], {
      capture: true,
    });
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  writeFileSync(join(APP, ".installed"), `${new Date().toISOString()}\n`);
}

/** `posts` published posts, one of ten tags and the owner as author each, ~1.3 kB of text (our events' size), and the key. */
const seedSql = (posts) => `
BEGIN;
DELETE FROM posts_tags WHERE post_id LIKE 'cc%';
DELETE FROM posts_authors WHERE post_id LIKE 'cc%';
DELETE FROM posts WHERE id LIKE 'cc%';
INSERT OR IGNORE INTO tags (id, name, slug, visibility, created_at, created_by, updated_at, updated_by)
  WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 10)
  SELECT 'dd' || printf('%022x', n), 'Topic ' || n, 'topic-' || n, 'public', '2020-01-01 00:00:00', '1', '2020-01-01 00:00:00', '1' FROM t;
INSERT INTO posts (id, uuid, title, slug, html, plaintext, comment_id, featured, type, status, visibility, email_recipient_filter,
    created_at, created_by, updated_at, updated_by, published_at, published_by, custom_excerpt, show_title_and_feature_image)
  WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${posts})
  SELECT 'cc' || printf('%022x', n), printf('%08x-0000-4000-8000-%012x', n, n), 'Benchmark post number ' || n, 'bench-post-' || n,
    '<p>This is benchmark post ' || n || '. ' || substr(replace(hex(zeroblob(400)), '00', 'lorem ipsum dolor sit amet '), 1, 1200) || '</p>',
    'This is benchmark post ' || n || '. ' || substr(replace(hex(zeroblob(400)), '00', 'lorem ipsum dolor sit amet '), 1, 1200),
    'cc' || printf('%022x', n), n % 50 = 0, 'post', 'published', 'public', 'all',
    datetime('2020-01-01', '+' || n || ' minutes'), '1', datetime('2020-01-01', '+' || n || ' minutes'), '1',
    datetime('2020-01-01', '+' || n || ' minutes'), '1', NULL, 1 FROM s;
INSERT INTO posts_tags (id, post_id, tag_id, sort_order)
  SELECT 'ce' || substr(id, 3), id, 'dd' || printf('%022x', 1 + CAST(substr(slug, 12) AS INTEGER) % 10), 0 FROM posts WHERE id LIKE 'cc%';
INSERT INTO posts_authors (id, post_id, author_id, sort_order) SELECT 'cf' || substr(id, 3), id, '1', 0 FROM posts WHERE id LIKE 'cc%';
INSERT OR IGNORE INTO integrations (id, type, name, slug, description, created_at, created_by, updated_at, updated_by)
  VALUES ('bbbbbbbbbbbbbbbbbbbb0001', 'custom', 'Bench', 'bench', 'bench', '2020-01-01 00:00:00', '1', '2020-01-01 00:00:00', '1');
INSERT OR IGNORE INTO api_keys (id, type, secret, role_id, integration_id, created_at, created_by, updated_at, updated_by)
  VALUES ('bbbbbbbbbbbbbbbbbbbb0002', 'content', '${CONTENT_KEY}', NULL, 'bbbbbbbbbbbbbbbbbbbb0001', '2020-01-01 00:00:00', '1', '2020-01-01 00:00:00', '1');
COMMIT;`;

/** Runs SQL on Ghost's database through Ghost's own sqlite3 module (no sqlite3 command needed). */
async function execSql(file, sql) {
  const sqlite3 = createRequire(join(APP, "package.json"))("sqlite3");
  const db = new sqlite3.Database(file);
  try {
    await /** @type {Promise<void>} */ (new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve()))));
  } finally {
    await new Promise((resolve) => db.close(resolve));
  }
}

/**
 * Serves Ghost on `port` with `posts` seeded posts, its state in bench/.state/peer/content-<posts> (seeded once: the
 * first start creates the database, the seed fills it, a second start loads the posts' routes).
 */
export async function startPeer({ posts, port }) {
  const content = join(PEER_DIR, `content-${posts}`);
  const database = join(content, "data/ghost.db");
  const origin = `http://127.0.0.1:${port}`;
  const config = {
    url: origin,
    server: { host: "127.0.0.1", port },
    database: { client: "sqlite3", connection: { filename: database }, useNullAsDefault: true, debug: false },
    paths: { contentPath: content },
    logging: { level: "error", transports: ["stdout"] },
    mail: { transport: "Direct" },
    privacy: { useUpdateCheck: false, useGravatar: false, useRpcPing: false, useStructuredData: false },
    process: "local",
  };
  writeFileSync(join(APP, "config.production.json"), JSON.stringify(config, null, 2));
  const start = async () => {
    const group = startGroup("node", [join(APP, "index.js")], { env: { NODE_ENV: "production" }, log: join(PEER_DIR, "ghost.log"), cwd: APP });
    await waitForUrl(`${origin}/ghost/api/admin/site/`, { server: group, timeoutMs: 120_000 });
    return group;
  };
  const seeded = join(content, "seeded.json");
  if (!existsSync(seeded)) {
    rmSync(content, { recursive: true, force: true });
    cpSync(join(APP, "content"), content, { recursive: true });
    const first = await start();
    await first.stop();
    await execSql(database, seedSql(posts));
    writeFileSync(seeded, `${JSON.stringify({ posts, ghost: GHOST_VERSION, seededAt: new Date().toISOString() })}\n`);
  }
  const group = await start();
  return { origin, group };
}

/** Our counterpart of PEER_PATH. */
const OUR_PATH = "/api/v1/events?limit=24&page=3";

/**
 * Our uncached listing API and the peer's, at `connections` with every request a cache miss (a new `_bench=`
 * parameter each), in `rounds` rounds through the three (each row the median of its runs); the peer on `port`
 * with as many posts as the base state has events. Answers the rows and each of our rows' req/s over the peer's.
 */
export async function measurePeer(tool, servers, { connections, seconds, rounds, warmup, port, posts }) {
  let peer;
  try {
    ensurePeer();
    peer = await startPeer({ posts, port });
  } catch (error) {
    await peer?.group.stop();
    return { failure: `Ghost ${GHOST_VERSION} could not be installed or started: ${error.message.split("\n")[0]}` };
  }
  try {
    const targets = [
      { server: `Ghost ${GHOST_VERSION}`, size: posts, path: PEER_PATH, url: peer.origin + PEER_PATH },
      ...servers.map((server) => ({ server: "rendez-vous", size: server.events, path: OUR_PATH, url: server.origin + OUR_PATH })),
    ];
    for (const target of targets) await load(tool, target.url, { connections, duration: warmup, unique: true });
    const runs = targets.map(() => /** @type {Awaited<ReturnType<typeof load>>[]} */ ([]));
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) runs[i].push(await load(tool, target.url, { connections, duration: seconds, unique: true }));
    }
    const rows = targets.map((target, i) => ({ server: target.server, size: target.size, path: target.path, ...combineRuns(runs[i]) }));
    const ghost = rows[0];
    for (const row of rows.slice(1)) row.ratio = ghost.rps > 0 ? row.rps / ghost.rps : null;
    return { node: process.version, connections, seconds, rows };
  } finally {
    await peer.group.stop();
  }
}
