import "server-only";

import { createHash } from "node:crypto";

import { TOKENIZER_SOURCE } from "./script-source";

export type TokenizerScript = {
  source: string;
  /** First 16 hex digits of the source's SHA-256: names this version in its pinned URL. */
  hash: string;
  /** The content-addressed URL, cached for a year: `/v1/js/<hash>.js`. */
  pinnedPath: string;
  etag: string;
  /** For `<script integrity>` (Subresource Integrity). */
  integrity: string;
};

export const PINNED_NAME = /^[0-9a-f]{16}\.js$/;

let cached: TokenizerScript | undefined;

// Hashed once per process; the same bytes give the same name on every instance and every restart.
export function tokenizerScript(): TokenizerScript {
  if (cached) return cached;
  const digest = createHash("sha256").update(TOKENIZER_SOURCE, "utf8").digest();
  const hash = digest.toString("hex").slice(0, 16);
  cached = {
    source: TOKENIZER_SOURCE,
    hash,
    pinnedPath: `/v1/js/${hash}.js`,
    etag: `"${hash}"`,
    integrity: `sha256-${digest.toString("base64")}`,
  };
  return cached;
}
