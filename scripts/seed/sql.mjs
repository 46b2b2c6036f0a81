// SQL text helpers: literal values only (wrangler executes the file as is, without bound parameters).

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
  return `'${text.replaceAll("'", "''")}'`;
}

/** Multi-row INSERT statements for `rows` (objects with the same keys), ~200 rows each. */
export function insertRows(table, rows) {
  if (rows.length === 0) return "";
  const columns = Object.keys(rows[0]);
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  const statements = [];
  let tuples = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${columns.map((column) => sqlValue(row[column])).join(", ")})`;
    if (tuples.length > 0 && (tuples.length === MAX_ROWS || size + tuple.length > MAX_BYTES)) {
      statements.push(`${head}${tuples.join(",\n")};\n`);
      tuples = [];
      size = head.length;
    }
    tuples.push(tuple);
    size += tuple.length + 2;
  }
  statements.push(`${head}${tuples.join(",\n")};\n`);
  return statements.join("");
}
