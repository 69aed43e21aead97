import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

import { isDecodable } from "../../lib/http/is-decodable";

// Checks one HTTP answer against the OpenAPI document: the operation for its path and method, the
// response for its status (an undocumented status is a mismatch), the required headers, and the
// JSON body against the documented schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
// Used by the API test client (e2e/fixtures.ts) and by lib/http/openapi/contract.test.ts.

type Json = Record<string, unknown>;
type ResponseObject = {
  $ref?: string;
  headers?: Record<string, { $ref?: string; required?: boolean }>;
  content?: Record<string, unknown>;
};
type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components?: Json;
};

export type Answer = { method: string; url: string; status: number; headers: Record<string, string>; body: string };

const DOC_ID = "colmeia-openapi.json";
const HTTP_METHODS = ["get", "post", "put", "patch", "delete"];

// JSON pointer token inside a URI fragment
const token = (s: string) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"));

export function createResponseValidator(document: unknown) {
  const doc = structuredClone(document) as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);

  // literal segments win over parameters: /v1/transactions/export.csv before /v1/transactions/{transactionId}
  const templates = Object.keys(doc.paths)
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      re: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }))
    .sort((a, b) => a.params - b.params);

  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let v = compiled.get(pointer);
    if (!v) compiled.set(pointer, (v = ajv.compile({ $ref: `${DOC_ID}#${pointer}` })));
    return v;
  };

  const component = (ref: string) => {
    const name = ref.replace("#/components/responses/", "");
    return {
      pointer: `/components/responses/${token(name)}`,
      response: (doc.components?.responses as Record<string, ResponseObject>)[name],
    };
  };
  const headerRequired = (h: { $ref?: string; required?: boolean }) =>
    h.$ref
      ? Boolean((doc.components?.headers as Record<string, { required?: boolean }>)[h.$ref.split("/").pop()!]?.required)
      : Boolean(h.required);

  function check(answer: Answer, pointer: string, response: ResponseObject): string[] {
    if (response.$ref) {
      const c = component(response.$ref);
      return check(answer, c.pointer, c.response);
    }
    const problems: string[] = [];
    for (const [name, h] of Object.entries(response.headers ?? {}))
      if (headerRequired(h) && answer.headers[name.toLowerCase()] === undefined)
        problems.push(`required header ${name} is missing`);
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      if (answer.body.length > 0) problems.push(`documented without a body, but answered ${answer.body.length} bytes`);
      return problems;
    }
    const type = (answer.headers["content-type"] ?? "").split(";")[0].trim();
    if (!(type in content))
      return [...problems, `content-type ${type || "(none)"} is not documented (${Object.keys(content).join(", ")})`];
    if (type !== "application/json") return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...problems, "the body is not JSON"];
    }
    const validate = validatorAt(`${pointer}/content/${token(type)}/schema`);
    if (!validate(body))
      for (const e of validate.errors ?? [])
        problems.push(
          `body${e.instancePath} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ""}`,
        );
    return problems;
  }

  /** Problems of one answer (empty when it matches the document), or null for paths outside /v1. */
  function validate(answer: Answer): string[] | null {
    const pathname = new URL(answer.url, "http://localhost").pathname;
    if (!pathname.startsWith("/v1/")) return null;
    const method = answer.method.toLowerCase() === "head" ? "get" : answer.method.toLowerCase();
    // proxy.ts refuses a path that is not valid percent-encoding before routing: a JSON 400
    if (!isDecodable(pathname)) {
      if (answer.status !== 400)
        return [`${pathname} is not valid percent-encoding: expected 400, answered ${answer.status}`];
      return check(answer, "", { $ref: "#/components/responses/BadRequest" }).map(
        (p) => `${answer.method} ${pathname} → 400: ${p}`,
      );
    }
    const match = templates.find((t) => t.re.test(pathname));
    // no route file (a trailing slash included): the JSON 404 of app/v1/[[...path]] or proxy.ts
    if (!match) {
      if (answer.status !== 404) return [`${pathname} is not a documented path (answered ${answer.status})`];
      return check(answer, "", { $ref: "#/components/responses/NotFound" }).map(
        (p) => `${answer.method} ${pathname} → 404: ${p}`,
      );
    }
    const item = doc.paths[match.path];
    const op = item[method];
    if (!op) {
      // every route file answers a JSON 405 for the methods it does not serve (otherMethods); OPTIONS is CORS, not the
      // API
      if (method === "options") return [];
      if (answer.status === 405 && HTTP_METHODS.includes(method))
        return check(answer, "", { $ref: "#/components/responses/MethodNotAllowed" }).map(
          (p) => `${answer.method} ${pathname} → 405: ${p}`,
        );
      return [`${method.toUpperCase()} ${match.path} is not documented (answered ${answer.status})`];
    }
    const status = String(answer.status);
    const key = [status, `${status[0]}XX`, "default"].find((k) => op.responses[k]);
    if (!key)
      return [
        `status ${status} is not documented for ${method.toUpperCase()} ${match.path} (documented: ${Object.keys(op.responses).join(", ")})`,
      ];
    // HEAD: the GET's status and headers, no body
    const isHead = answer.method.toLowerCase() === "head";
    const response = isHead ? { ...op.responses[key], content: undefined } : op.responses[key];
    const problems = check(
      isHead ? { ...answer, body: "" } : answer,
      `/paths/${token(match.path)}/${method}/responses/${token(key)}`,
      response,
    );
    return problems.map((p) => `${answer.method.toUpperCase()} ${pathname} → ${status}: ${p}`);
  }

  return { validate };
}

export type ResponseValidator = ReturnType<typeof createResponseValidator>;
