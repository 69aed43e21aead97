import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";

import { createResponseValidator } from "../../../e2e/support/openapi-validator";
import { type RouteEntry, scanRoutes } from "../../../scripts/route-manifest.mjs";
import { openApiDocument } from "./document";

// The contract between the route files (app/v1/**/route.ts, as scripts/route-manifest.mjs reads
// them) and the OpenAPI document: same operations both ways, and examples that obey the schemas.

type Operation = {
  operationId?: string;
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: {
    content: Record<string, { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }>;
  };
  responses: Record<
    string,
    {
      $ref?: string;
      headers?: Record<string, unknown>;
      content?: Record<
        string,
        { schema: { type?: string }; example?: unknown; examples?: Record<string, { value: unknown }> }
      >;
    }
  >;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { type?: unknown }> };
};

const ROOT = path.resolve(import.meta.dirname, "../../..");
const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const doc = openApiDocument() as unknown as Doc;

/** "METHOD /v1/path" found on one side only. */
export function routeDrift(routes: RouteEntry[], document: Doc) {
  const fromRoutes = new Set(routes.flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)));
  const fromDoc = new Set(
    Object.entries(document.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`),
    ),
  );
  return {
    undocumented: [...fromRoutes].filter((op) => !fromDoc.has(op)).sort(),
    withoutRouteFile: [...fromDoc].filter((op) => !fromRoutes.has(op)).sort(),
  };
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path: p, method: m, op: item[m]! })),
  );

describe("OpenAPI document ↔ route files", () => {
  it("documents every exported method of every /v1 route file, and nothing else", () => {
    const drift = routeDrift(scanRoutes(ROOT), doc);
    expect(
      drift.undocumented,
      "route files whose method has no operation: add it in lib/http/openapi/<domain>.ts (docs/openapi.md)",
    ).toEqual([]);
    expect(
      drift.withoutRouteFile,
      "operations without a route file exporting that method: remove them or add the handler",
    ).toEqual([]);
  });

  it("fails when a handler and the document disagree", () => {
    const root = mkdtempSync(path.join(tmpdir(), "colmeia-contract-"));
    try {
      const route = (dir: string, src: string) => {
        mkdirSync(path.join(root, "app", "v1", dir), { recursive: true });
        writeFileSync(path.join(root, "app", "v1", dir, "route.ts"), src);
      };
      route("transactions", "export const GET = h;\nexport const POST = h;\nexport const DELETE = h;\n");
      route("ghosts/[ghostId]", "const h = 1;\nexport { h as GET, h as PATCH };\n");
      const drift = routeDrift(scanRoutes(root), doc);
      expect(drift.undocumented).toEqual([
        "DELETE /v1/transactions",
        "GET /v1/ghosts/{ghostId}",
        "PATCH /v1/ghosts/{ghostId}",
      ]);
      expect(drift.withoutRouteFile).toContain("GET /v1/company");
      expect(drift.withoutRouteFile).not.toContain("POST /v1/transactions");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("OpenAPI document conventions", () => {
  it("gives every operation a unique operationId, its path parameters and the shared error responses", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i)).toEqual([]);
    for (const { path: p, method, op } of operations()) {
      const declared = (op.parameters ?? [])
        .filter((x) => x.in === "path")
        .map((x) => x.name)
        .sort();
      expect(declared, `${method} ${p}`).toEqual([...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      expect(op.responses["500"], `${method} ${p} documents 500`).toEqual({
        $ref: "#/components/responses/InternalError",
      });
      for (const [status, r] of Object.entries(op.responses))
        if (Number(status) >= 400) expect(r.$ref, `${method} ${p} ${status}`).toMatch(/^#\/components\/responses\//);
    }
  });

  it("takes Idempotency-Key on every POST behind a secret key or session, and X-Total-Count on every list", () => {
    for (const { path: p, method, op } of operations()) {
      const security = (op as { security?: unknown[] }).security;
      const isPublic = security !== undefined && !JSON.stringify(security).includes("dashboardSession");
      if (method === "post" && !isPublic)
        expect(op.parameters, `POST ${p}`).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
      const ok = op.responses["200"]?.content?.["application/json"];
      if (ok?.schema.type === "array")
        expect(op.responses["200"].headers, `${method} ${p}`).toHaveProperty("X-Total-Count");
    }
  });

  it("has no nullable component (a `.nullable()` of a named schema would make it one: use orNull)", () => {
    const nullable = Object.entries(doc.components.schemas).filter(([, s]) =>
      JSON.stringify(s.type ?? "").includes("null"),
    );
    expect(nullable.map(([name]) => name)).toEqual([]);
  });

  it("describes every webhook message", () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual(["payout-destination", "transaction", "transfer"]);
  });
});

describe("examples obey their schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(structuredClone(doc) as object, "doc.json");
  const token = (s: string) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"));
  const samples = (media: { example?: unknown; examples?: Record<string, { value: unknown }> }) => [
    ...(media.example !== undefined ? [media.example] : []),
    ...Object.values(media.examples ?? {}).map((e) => e.value),
  ];

  it("request bodies, including webhook messages", () => {
    let checked = 0;
    for (const kind of ["paths", "webhooks"] as const)
      for (const [p, item] of Object.entries(doc[kind] ?? {}))
        for (const [method, op] of Object.entries(item))
          for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
            const validate = ajv.compile({
              $ref: `doc.json#/${kind}/${token(p)}/${method}/requestBody/content/${token(type)}/schema`,
            });
            for (const sample of samples(media)) {
              checked++;
              expect(validate(sample) ? [] : validate.errors, `${method} ${p} request example`).toEqual([]);
            }
          }
    expect(checked).toBeGreaterThan(20);
  });

  it("responses, through the same validator as the API suites", () => {
    const { validate } = createResponseValidator(doc);
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "x-total-count": "1",
      "retry-after": "1",
      allow: "GET",
      location: "/v1/js/0123456789abcdef.js",
    };
    let checked = 0;
    for (const { path: p, method, op } of operations())
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = response.$ref
          ? (doc.components as unknown as { responses: Record<string, typeof response> }).responses[
              response.$ref.split("/").pop()!
            ]
          : response;
        for (const sample of samples(resolved.content?.["application/json"] ?? {})) {
          checked++;
          const url = p.replace(/\{\w+\}/g, "1290");
          expect(
            validate({ method, url, status: Number(status), headers, body: JSON.stringify(sample) }),
            `${method} ${p} ${status} example`,
          ).toEqual([]);
        }
      }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("response validator", () => {
  const { validate } = createResponseValidator(doc);
  const json = { "content-type": "application/json" };
  const error = (code: string) => JSON.stringify({ message: "x", code, details: {} });

  it("catches a body, a status or a method the document does not have", () => {
    expect(
      validate({
        method: "GET",
        url: "/v1/transactions/5",
        status: 200,
        headers: json,
        body: JSON.stringify({ id: "5" }),
      })!.length,
    ).toBeGreaterThan(0);
    expect(
      validate({
        method: "GET",
        url: "/v1/transactions/5",
        status: 418,
        headers: json,
        body: error("bad_request"),
      })![0],
    ).toContain("status 418 is not documented");
    expect(
      validate({
        method: "GET",
        url: "/v1/transactions/5",
        status: 404,
        headers: json,
        body: error("bad_request"),
      })!.join(),
    ).toContain("allowedValues");
    expect(
      validate({ method: "GET", url: "/v1/transactions", status: 200, headers: json, body: "[]" })!.join(),
    ).toContain("X-Total-Count");
    expect(
      validate({ method: "DELETE", url: "/v1/transactions", status: 200, headers: json, body: "{}" })![0],
    ).toContain("not documented");
  });

  it("accepts the JSON 404 of unknown paths, the JSON 405 of a method a route does not serve, the 400 (bad percent-encoding) of proxy.ts, and skips what is not /v1", () => {
    expect(
      validate({
        method: "GET",
        url: "http://x/v1/nope",
        status: 404,
        headers: json,
        body: JSON.stringify({ message: "x", code: "not_found", details: {}, resource: "route" }),
      }),
    ).toEqual([]);
    expect(
      validate({
        method: "DELETE",
        url: "/v1/transactions",
        status: 405,
        headers: { ...json, allow: "GET, POST" },
        body: error("method_not_allowed"),
      }),
    ).toEqual([]);
    expect(
      validate({
        method: "PATCH",
        url: "/v1/users/9p/%22UT-%N",
        status: 400,
        headers: json,
        body: error("bad_request"),
      }),
    ).toEqual([]);
    expect(
      validate({
        method: "GET",
        url: "/v1/transactions/%N",
        status: 500,
        headers: { "content-type": "text/plain" },
        body: "Internal Server Error",
      })![0],
    ).toContain("expected 400");
    expect(
      validate({ method: "POST", url: "/api/sandbox/companies", status: 200, headers: json, body: "{}" }),
    ).toBeNull();
  });
});
