import "server-only";

import { OpenAPIRegistry, type ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { ref } from "./shared";

// GET /v1/js and its pinned URL: the two answers of /v1 that are a script, not JSON (their
// errors and the redirect stay JSON). No key: any page may load it.
export const registry = new OpenAPIRegistry();

const HASH_EXAMPLE = "3f9a0c1b7d2e4f68";
const cacheHeaders = (cacheControl: string) => ({
  ETag: {
    description: '`"<hash>"`: send it back in If-None-Match to get a 304.',
    required: true,
    schema: { type: "string" as const },
  },
  "Cache-Control": { description: cacheControl, required: true, schema: { type: "string" as const } },
  "Content-Location": {
    description: "The pinned URL of this version, `/v1/js/<hash>.js`.",
    schema: { type: "string" as const },
  },
});
const script = (cacheControl: string): ResponseConfig => ({
  description: "The BeehivePay script (ES2017, no dependencies).",
  headers: cacheHeaders(cacheControl),
  content: {
    "application/javascript": {
      schema: z.string(),
      example: "(function () { … window.BeehivePay = { setPublicKey, setTestMode, encrypt } … })();",
    },
  },
});
const notModified = (cacheControl: string): ResponseConfig => ({
  description: "The browser's copy (If-None-Match) is this version.",
  headers: cacheHeaders(cacheControl),
});
const DESCRIPTION =
  "Defines `window.BeehivePay` with `setPublicKey(pk)`, `setTestMode(bool)` and `encrypt({ number, holderName, expirationMonth, expirationYear, cvv })`, which calls `POST /v1/card-hashes` on the origin the script was loaded from and resolves with the card hash (or rejects with the API's `{ message, code, details }`). Guide: docs/checkout.md.";

registry.registerPath({
  method: "get",
  path: "/v1/js",
  operationId: "getTokenizerScript",
  summary: "Card tokenization script (latest)",
  description: `${DESCRIPTION} Load it as \`<script src="https://<host>/v1/js">\`: it is the current version, cached 5 minutes and then revalidated by ETag.`,
  tags: ["Card hashes"],
  security: [],
  responses: {
    200: script("`public, max-age=300`"),
    304: notModified("`public, max-age=300`"),
    500: ref("responses", "InternalError"),
  },
});

registry.registerPath({
  method: "get",
  path: "/v1/js/{file}",
  operationId: "getPinnedTokenizerScript",
  summary: "Card tokenization script (one version)",
  description: `${DESCRIPTION} The content-hashed URL of one version (given by \`Content-Location\` of \`GET /v1/js\`), cached for a year. A name of another version redirects to the current one; any other name is a 404.`,
  tags: ["Card hashes"],
  security: [],
  request: {
    params: z.object({
      file: z
        .string()
        .meta({ description: "`<hash>.js`: 16 hex digits of the script's SHA-256.", example: `${HASH_EXAMPLE}.js` }),
    }),
  },
  responses: {
    200: script("`public, max-age=31536000, immutable`"),
    302: {
      description: "Another version's name: `Location` is the current pinned URL (not cached).",
      headers: { Location: { description: "`/v1/js/<hash>.js`", required: true, schema: { type: "string" } } },
      content: {
        "application/json": { schema: z.object({ url: z.string() }), example: { url: `/v1/js/${HASH_EXAMPLE}.js` } },
      },
    },
    304: notModified("`public, max-age=31536000, immutable`"),
    404: ref("responses", "NotFound"),
    500: ref("responses", "InternalError"),
  },
});
