import "server-only";

import type { TokenizerScript } from "@/lib/http/tokenizer/tokenizer-script";

export const PINNED_CACHE = "public, max-age=31536000, immutable";
export const LATEST_CACHE = "public, max-age=300";

// Any page may load the script: CORS and CORP let it run under `crossorigin` + `integrity` (SRI)
// or a Cross-Origin-Embedder-Policy, and nosniff keeps browsers from reading it as anything else.
const SCRIPT_HEADERS = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
  "x-content-type-options": "nosniff",
};

const matchesEtag = (header: string | null, etag: string) =>
  header !== null && header.split(",").some((tag) => ["*", etag, `W/${etag}`].includes(tag.trim()));

/** The tokenizer script, or a 304 when the browser already holds this version. */
export function respondScript(req: Request, script: TokenizerScript, { isPinned }: { isPinned: boolean }): Response {
  const headers: Record<string, string> = {
    ...SCRIPT_HEADERS,
    "cache-control": isPinned ? PINNED_CACHE : LATEST_CACHE,
    etag: script.etag,
    // where these exact bytes live for good (the answer of /v1/js changes with each release)
    "content-location": script.pinnedPath,
  };
  if (matchesEtag(req.headers.get("if-none-match"), script.etag)) return new Response(null, { status: 304, headers });
  return new Response(script.source, {
    headers: { ...headers, "content-type": "application/javascript; charset=utf-8" },
  });
}

/** An older (or future) version's pinned URL: the current one, never cached, with a JSON body. */
export function redirectToScript(script: TokenizerScript): Response {
  return new Response(JSON.stringify({ url: script.pinnedPath }), {
    status: 302,
    headers: {
      ...SCRIPT_HEADERS,
      location: script.pinnedPath,
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
    },
  });
}
