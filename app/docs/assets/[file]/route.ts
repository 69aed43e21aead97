import { readFile } from "node:fs/promises";
import path from "node:path";

import { DOCS_CSP } from "../../csp";

// GET /docs/assets/{file} – Swagger UI's files from node_modules/swagger-ui-dist, and our own
// start-up script and styles: nothing of the reference page comes from another origin.

// Swagger UI reads the document from this origin and never calls its public validator.
const INIT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/v1/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    filter: true,
    tryItOutEnabled: false,
  });
});
`;

const CSS = `body { margin: 0; background: #fafaf9; }
.colmeia-bar { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 0.75rem 1.5rem; background: #fff; border-bottom: 1px solid #e7e5e4; font-family: ui-sans-serif, system-ui, sans-serif; }
.colmeia-bar a { color: #1c1917; text-decoration: none; font-size: 0.875rem; }
.colmeia-bar nav { display: flex; gap: 1.25rem; }
.colmeia-bar nav a:hover, .colmeia-bar nav a[aria-current] { color: #b45309; }
.colmeia-brand { font-weight: 700; font-size: 1rem !important; }
.colmeia-brand::before { content: ""; display: inline-block; width: 0.75rem; height: 0.75rem; margin-right: 0.5rem; border-radius: 0.2rem; background: #f59e0b; }
.swagger-ui .info { margin: 2rem 0 1rem; }
`;

const OWN: Record<string, { body: string; type: string }> = {
  "init.js": { body: INIT, type: "text/javascript; charset=utf-8" },
  "colmeia.css": { body: CSS, type: "text/css; charset=utf-8" },
};

const VENDOR: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const vendorDir = () => path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", "swagger-ui-dist");
const cache = new Map<string, Buffer>();

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const headers = {
    "cache-control": "public, max-age=3600",
    "x-content-type-options": "nosniff",
    "content-security-policy": DOCS_CSP,
  };
  const own = OWN[file];
  if (own) return new Response(own.body, { headers: { ...headers, "content-type": own.type } });
  const type = VENDOR[file];
  if (!type)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  let body = cache.get(file);
  if (!body) cache.set(file, (body = await readFile(path.join(vendorDir(), file))));
  return new Response(new Uint8Array(body), { headers: { ...headers, "content-type": type } });
}
