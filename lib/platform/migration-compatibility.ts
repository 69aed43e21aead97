// Expand only, for one release (docs/operations.md, Upgrades): a migration must leave the schema
// usable by the previous release's code, which keeps serving while the new release's
// `npm run db:migrate` runs and until its instances are replaced. This finds the statements that
// break that code; migration-compatibility.test.ts runs it over prisma/migrations.

export type Breaking = { statement: string; reason: string };

/**
 * The marker that lets a migration contract: a line saying what it removes and that the release
 * before it no longer uses it, e.g.
 * `-- contract: Card.fingerprint, the release before 0029_card_data_off_disk no longer reads it`.
 */
export const CONTRACT_MARKER = /^[ \t]*--[ \t]*contract:[ \t]*\S[^\n]*\bno longer\b/im;

/** The SQL's statements, without comments, whitespace collapsed; quotes and $$ bodies kept whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    const dollar = c === "$" ? /^\$[A-Za-z_]*\$/.exec(sql.slice(i)) : null;
    if (c === "'" || c === '"' || dollar) {
      const close = dollar ? dollar[0] : c;
      let end = sql.indexOf(close, i + close.length);
      // '' and "" escape their quote
      while (!dollar && end !== -1 && sql[end + 1] === c) end = sql.indexOf(close, end + 2);
      end = end === -1 ? sql.length : end + close.length;
      current += sql.slice(i, end);
      i = end;
      continue;
    }
    if (c === ";") {
      statements.push(current);
      current = "";
    } else current += c;
    i++;
  }
  statements.push(current);
  return statements.map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Splits `a, b (c, d), e` at the commas outside parentheses and quotes. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

const name = String.raw`("[^"]+"|[A-Za-z_][\w$]*)`;
const unquote = (identifier: string) => identifier.replace(/"/g, "");

// What an ALTER TABLE action does to code that was written before it.
function alterAction(action: string, tableIsNew: boolean, hasDefault: (column: string) => boolean): string | undefined {
  if (/^DROP\s+(COLUMN\s+)?(?!CONSTRAINT\b)/i.test(action) && !/^DROP\s+(DEFAULT|NOT NULL)/i.test(action))
    return "drops a column the previous release may still read or write";
  if (/^DROP\s+CONSTRAINT\b/i.test(action))
    return "drops a constraint the previous release may rely on (a unique key behind an upsert)";
  if (/^RENAME\b/i.test(action)) return "renames what the previous release reads by its old name";
  const column = new RegExp(String.raw`^ALTER\s+(?:COLUMN\s+)?${name}\s+(.*)$`, "i").exec(action);
  if (column) {
    const rest = column[2];
    if (/^(SET\s+DATA\s+)?TYPE\b/i.test(rest)) return "changes a column's type under the previous release";
    if (/^SET\s+NOT\s+NULL/i.test(rest) && !tableIsNew && !hasDefault(unquote(column[1])))
      return "makes an existing column NOT NULL without a default: the previous release's inserts may leave it empty";
  }
  const added = /^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?!CONSTRAINT\b)(.*)$/i.exec(action);
  if (added && !tableIsNew && /\bNOT\s+NULL\b/i.test(added[1]) && !/\b(DEFAULT|GENERATED)\b/i.test(added[1]))
    return "adds a NOT NULL column without a default: the previous release's inserts do not fill it";
  return undefined;
}

/** The statements of one migration that break the previous release's code while both run. */
export function breakingStatements(sql: string): Breaking[] {
  const statements = splitStatements(sql);
  // tables this migration creates (no earlier code uses them) and columns it gives a default
  const created = new Set<string>();
  const defaulted = new Set<string>();
  for (const s of statements) {
    const table = new RegExp(String.raw`^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}`, "i").exec(s);
    if (table) created.add(unquote(table[1]));
    const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${name}\s+(.*)$`, "i").exec(s);
    for (const action of alter ? topLevelParts(alter[2]) : []) {
      const d = new RegExp(String.raw`^ALTER\s+(?:COLUMN\s+)?${name}\s+SET\s+DEFAULT\b`, "i").exec(action);
      if (d) defaulted.add(`${unquote(alter![1])}.${unquote(d[1])}`);
    }
  }
  const found: Breaking[] = [];
  for (const statement of statements) {
    const add = (reason: string) => found.push({ statement, reason });
    if (/^DROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|FUNCTION|SCHEMA)\b/i.test(statement))
      add("drops something the previous release may still use");
    else if (/^DROP\s+TYPE\b/i.test(statement)) add("drops a type the previous release's columns or code use");
    else if (/^DROP\s+INDEX\b/i.test(statement) && /_key"?\s*$/i.test(statement.replace(/\s+(CASCADE|RESTRICT)$/i, "")))
      add("drops a unique index the previous release's upserts may rely on");
    else if (/^ALTER\s+TYPE\b.*\bRENAME\b/i.test(statement))
      add("renames an enum value or type: the previous release still writes the old one");
    else {
      const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${name}\s+(.*)$`, "i").exec(
        statement,
      );
      if (!alter) continue;
      const table = unquote(alter[1]);
      for (const action of topLevelParts(alter[2])) {
        const reason = alterAction(action, created.has(table), (column) => defaulted.has(`${table}.${column}`));
        if (reason) add(reason);
      }
    }
  }
  return found;
}

/** Breaking statements unless the migration carries the contract marker. */
export function migrationProblems(sql: string): Breaking[] {
  return CONTRACT_MARKER.test(sql) ? [] : breakingStatements(sql);
}
