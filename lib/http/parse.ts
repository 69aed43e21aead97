import "server-only";

import { z } from "zod";

import { badRequest } from "@/lib/platform/errors";
import { parseWith } from "@/lib/platform/validate";

import { jsonNestsDeeperThan, loneSurrogatePath, MAX_JSON_DEPTH, mayHoldLoneSurrogate } from "./json-guards";

// snake_case aliases of documented fields are accepted; metadata keeps its own (snake_case) keys.
// A field sent in both spellings with different values is a 400: keeping either one would silently
// drop the other (for `bank_account` beside `bankAccount`, money could go where it was not meant to).
// (`path` is where the walk is, pushed and popped as it goes: named only in an error)
function camelKeys(value: unknown, key?: string, path: string[] = []): unknown {
  if (Array.isArray(value))
    return value.map((v, i) => {
      path.push(String(i));
      const converted = camelKeys(v, undefined, path);
      path.pop();
      return converted;
    });
  if (!value || typeof value !== "object" || key === "metadata") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const camel = k.includes("_") ? k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : k;
    path.push(camel);
    const converted = camelKeys(v, camel, path);
    if (camel in out && JSON.stringify(out[camel]) !== JSON.stringify(converted))
      throw badRequest("Invalid request body", [
        {
          path: path.join("."),
          message: "was sent in two spellings (camelCase and snake_case) with different values",
        },
      ]);
    path.pop();
    out[camel] = converted;
  }
  return out;
}

export function parseJsonText(text: string): unknown {
  if (!text.trim()) return undefined;
  if (jsonNestsDeeperThan(text)) throw badRequest(`JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
  const lone = mayHoldLoneSurrogate(text) ? loneSurrogatePath(parsed) : null;
  if (lone !== null)
    throw badRequest("Strings may not contain lone UTF-16 surrogates", [
      { path: lone, message: "contains a lone UTF-16 surrogate (not valid Unicode)" },
    ]);
  // PostgreSQL cannot store NUL in text: refuse it here rather than fail in the database
  if (text.includes("\\u0000")) throw badRequest("Strings may not contain NUL characters");
  return camelKeys(parsed);
}

export function queryObject(searchParams: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of searchParams) {
    if (v.includes("\u0000") || k.includes("\u0000"))
      throw badRequest("Query parameters may not contain NUL characters");
    out[k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = v;
  }
  return out;
}

export function parseQuery<S extends z.ZodType>(schema: S, searchParams: URLSearchParams): z.infer<S> {
  return parseWith(schema, queryObject(searchParams), "query");
}
