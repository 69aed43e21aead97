// The house's one direction of imports (docs/architecture.md, Layers), as an ESLint rule:
//
//   app ─▶ lib/http ─▶ lib/domain ─▶ lib/rails ─▶ lib/platform ─▶ lib/schemas ─▶ lib/formats
//   components, "use client" files ─▶ lib/client ─▶ lib/schemas, lib/formats, lib/i18n
//
// Every import is resolved to a file in the repository (`@/…` or relative) and judged by the
// layer of the importing file. Tests (`*.test.ts`, lib/test) and the entry points outside lib
// (scripts, bench, prisma, e2e) may import anything.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

// The layers, lowest first. `may` lists the other layers a file of the layer may import.
export const LAYERS = [
  { name: "formats", under: ["lib/formats/"], may: [] },
  { name: "schemas", under: ["lib/schemas/"], may: ["formats"] },
  { name: "i18n", under: ["lib/i18n/"], may: ["formats"] },
  { name: "platform", under: ["lib/platform/", "generated/"], may: ["schemas", "formats"] },
  { name: "rails", under: ["lib/rails/"], may: ["platform", "schemas", "formats"] },
  { name: "domain", under: ["lib/domain/"], may: ["rails", "platform", "schemas", "formats", "i18n"] },
  { name: "http", under: ["lib/http/"], may: ["domain", "rails", "platform", "schemas", "formats", "i18n"] },
  { name: "client", under: ["lib/client/"], may: ["schemas", "formats", "i18n"] },
  { name: "components", under: ["components/"], may: ["client", "schemas", "formats", "i18n"] },
  {
    name: "app",
    under: ["app/", "proxy.ts", "instrumentation.ts"],
    may: ["http", "domain", "rails", "platform", "schemas", "formats", "i18n", "client", "components"],
  },
];

// what the data layer is: pages and route handlers reach the database only through lib/domain
const DATA_ACCESS = /^(lib\/platform\/(db|db-adapter|db-listen|db-retry|sql|migrate)(\.ts)?$|generated\/)/;
// a rail's providers: only lib/rails (its composition root, lib/rails/index.ts) picks one; the
// domain sees the ports. app/sandbox serves the built-in servers, so it may import those.
const PROVIDER =
  /^lib\/rails\/(pix\/(api-pix|sandbox-psp)|card\/(cielo|cielo-sandbox)|boleto\/sandbox-bank|payout\/sandbox-(bank|dict))(\/|\.ts$|$)/;
// a browser bundle must not pull these in
const SERVER_PACKAGES = /^(server-only$|node:|pg$|@electric-sql\/pglite|@prisma\/|next-auth\/next$|next\/headers$)/;

const isExempt = (file) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith("lib/test/") ||
  !LAYERS.some((l) => l.under.some((u) => file.startsWith(u)));

export function layerOf(file) {
  return LAYERS.find((l) => l.under.some((u) => file === u || file.startsWith(u)))?.name ?? null;
}

function resolveSpecifier(spec, fromFile) {
  if (spec.startsWith("@/")) return path.normalize(spec.slice(2));
  if (spec.startsWith(".")) return path.normalize(path.join(path.dirname(fromFile), spec));
  return null;
}

// "use client" at the top of a file makes it browser code, whatever folder it sits in
function isClientFile(program) {
  const first = program.body[0];
  return first?.type === "ExpressionStatement" && first.directive === "use client";
}

export const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "imports follow the one direction of the layers (docs/architecture.md)" },
    schema: [],
    messages: {
      upward:
        "{{from}} may not import {{to}} ({{target}}): imports run http → domain → rails → platform → schemas → formats (docs/architecture.md, Layers)",
      data: "{{from}} reaches the database through lib/domain, not {{target}} (docs/architecture.md, Layers)",
      browser: 'browser code ("use client", lib/client, components) may not import server code: {{target}}',
      provider:
        "{{from}} may not import a rail's provider ({{target}}): ask lib/rails for the rail and use its port (docs/architecture.md, Layers)",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    if (isExempt(file)) return {};
    let client = false;
    const own = layerOf(file);
    const check = (node, spec, typeOnly) => {
      if (typeof spec !== "string") return;
      const target = resolveSpecifier(spec, file);
      if (target === null) {
        if (client && SERVER_PACKAGES.test(spec))
          context.report({ node, messageId: "browser", data: { target: spec } });
        return;
      }
      const to = layerOf(target);
      if (PROVIDER.test(target) && own !== "rails" && !file.startsWith("app/sandbox/"))
        return context.report({ node, messageId: "provider", data: { from: file, target } });
      if (!to || to === own) return;
      if (client) {
        // types vanish from the bundle: browser code may name a server function's result type
        if (!typeOnly && !["client", "schemas", "formats", "i18n", "components", "app"].includes(to))
          context.report({ node, messageId: "browser", data: { target } });
        if (to !== "app" || typeOnly) return;
      }
      if (own === "app" && DATA_ACCESS.test(target) && !typeOnly)
        return context.report({ node, messageId: "data", data: { from: file, target } });
      const allowed = LAYERS.find((l) => l.name === own).may;
      if (to !== "app" && !allowed.includes(to))
        context.report({ node, messageId: "upward", data: { from: own, to, target } });
    };
    const isTypeOnly = (node) =>
      node.importKind === "type" ||
      node.exportKind === "type" ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
    return {
      Program(program) {
        client = isClientFile(program) || own === "client" || own === "components";
      },
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, false),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
