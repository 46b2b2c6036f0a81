// SQL text helpers: literal values only (the SQL also goes to files that wrangler executes as they are, without bound
// parameters).

// Statement size: D1 rejects statements over 100 KB, and wrangler's SQL splitter slows down
// quadratically with statement length, while each statement has a fixed cost: ~30 KB is the sweet spot
// (10,000 events apply in ~20 s instead of ~40 s with 90 KB statements).
const MAX_ROWS = 200;
const MAX_BYTES = 30_000;

function sqlValue(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.includes("'") ? `'${text.replaceAll("'", "''")}'` : `'${text}'`;
}

/** Multi-row INSERT statements for `rows` (an iterable of objects with the same keys), ~200 rows each, one string
 * per statement: the seed streams them, so a million rows never make one string. */
export function* insertStatements(table, rows) {
  let head = "";
  /** @type {string[]} */
  let columns = [];
  /** @type {string[]} */
  let tuples = [];
  let size = 0;
  for (const row of rows) {
    if (head === "") {
      columns = Object.keys(row);
      head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
      size = head.length;
    }
    const tuple = `(${columns.map((column) => sqlValue(row[column])).join(", ")})`;
    if (tuples.length > 0 && (tuples.length === MAX_ROWS || size + tuple.length > MAX_BYTES)) {
      yield `${head}${tuples.join(",\n")};\n`;
      tuples = [];
      size = head.length;
    }
    tuples.push(tuple);
    size += tuple.length + 2;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(",\n")};\n`;
}

/** The statements of insertStatements as one text. */
export function insertRows(table, rows) {
  return [...insertStatements(table, rows)].join("");
}
