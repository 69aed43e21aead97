#!/usr/bin/env node
// Lists every /v1 route file and the HTTP methods it exports, into generated/route-manifest.json.
// The API tests walk it (isolation, fuzz, wrong methods), and the OpenAPI contract test compares it
// with the document. Methods a route file does not serve come from otherMethods(), not from here.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function scanRoutes(root = process.cwd()) {
  const base = path.join(root, "app", "v1");
  const routes = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === "route.ts") {
        const rel = path.relative(path.join(root, "app"), path.dirname(p)).split(path.sep);
        if (rel.some((s) => s.startsWith("[...") || s.startsWith("[[..."))) continue;
        const src = readFileSync(p, "utf8");
        const methods = METHODS.filter((m) =>
          new RegExp(
            `export\\s+(const|async function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\b(as\\s+)?${m}\\b[^}]*\\}`,
          ).test(src),
        );
        const route = "/" + rel.join("/");
        routes.push({
          path: route.replace(/\[(\w+)\]/g, "{$1}"),
          pattern: "^" + route.replace(/\[\w+\]/g, "[^/]+").replace(/\./g, "\\.") + "/?$",
          methods,
        });
      }
    }
  };
  walk(base);
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = scanRoutes();
  mkdirSync("generated", { recursive: true });
  writeFileSync(path.join("generated", "route-manifest.json"), JSON.stringify(routes, null, 2) + "\n");
  console.log(`route manifest: ${routes.length} /v1 routes`);
}
