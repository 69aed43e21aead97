import "server-only";

import { OpenAPIRegistry, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { ERROR_STATUS, type ErrorCode } from "@/lib/platform/errors";
import { ErrorSchema } from "@/lib/schemas/errors";

import { errorExample } from "./examples";

// What every operation of the API has in common (docs/api.md), so each domain file states only
// what is particular to a route: its schemas, examples and the business errors it can answer.

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500;

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: "BadRequest",
    description:
      "Malformed JSON, a body or query that fails its schema (`details.issues` lists `{ path, message }`), or a path that is not valid percent-encoding.",
  },
  401: { name: "Unauthorized", description: "Missing, unknown or revoked key." },
  403: {
    name: "Forbidden",
    description: "Dashboard sessions only: the user's role may not do this, or a cross-site/non-JSON cookie request.",
  },
  404: {
    name: "NotFound",
    description: "Unknown id, or an id of another company (never 403); `resource` names what was not found.",
  },
  405: {
    name: "MethodNotAllowed",
    description: "A known path with a method it does not have; the `Allow` header lists those it has.",
  },
  409: { name: "Conflict", description: "A request with the same `Idempotency-Key` is still running: retry shortly." },
  413: {
    name: "PayloadTooLarge",
    description: "The body is larger than 1 MB (a form with files: larger than the route allows).",
  },
  422: {
    name: "UnprocessableEntity",
    description:
      "Well-formed, but breaks a business rule (the `code` says which), or an `Idempotency-Key` reused with a different body.",
  },
  429: { name: "TooManyRequests", description: "Rate limit exceeded: wait `Retry-After` seconds." },
  500: {
    name: "InternalError",
    description: "A bug on our side: `details.requestId` identifies it. Nothing was committed; retrying is safe.",
  },
};

const codesFor = (status: number) =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);

export const ref = (kind: "responses" | "headers" | "parameters" | "schemas", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

// Components shared by every domain: the Error body per status, the headers, the security schemes.
export const registry = new OpenAPIRegistry();

registry.registerComponent("securitySchemes", "basicAuth", {
  type: "http",
  scheme: "basic",
  description: "The secret key as user name and `x` as password (ignored): `Authorization: Basic base64(sk_test_…:x)`.",
});
registry.registerComponent("securitySchemes", "apiKeyHeader", {
  type: "apiKey",
  in: "header",
  name: "x-api-key",
  description: "The secret key in `x-api-key`.",
});
registry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  description: "The secret key as a bearer token.",
});
registry.registerComponent("securitySchemes", "publicKey", {
  type: "apiKey",
  in: "header",
  name: "x-public-key",
  description:
    "The company's public key (`pk_…`, not a secret): hosted pages and browsers tokenizing cards. It may also travel as `publicKey` in the body.",
});

registry.registerComponent("securitySchemes", "dashboardSession", {
  type: "apiKey",
  in: "cookie",
  name: "next-auth.session-token",
  description:
    "The dashboard's session cookie (`__Secure-next-auth.session-token` over HTTPS). Changes must be same-origin JSON requests.",
});

registry.registerComponent("headers", "XTotalCount", {
  description: "Total number of items matching the filters (exact up to 10,000).",
  required: true,
  schema: { type: "integer", minimum: 0 },
});
registry.registerComponent("headers", "XTotalCountCapped", {
  description: "`true` when X-Total-Count stopped counting at its cap.",
  schema: { type: "string", enum: ["true"] },
});
registry.registerComponent("headers", "IdempotentReplayed", {
  description: "`true` when this answer is the stored one of an earlier request with the same Idempotency-Key.",
  schema: { type: "string", enum: ["true"] },
});
registry.registerComponent("headers", "XRequestId", {
  description:
    "Identifies the request in our logs: the X-Request-Id the request carried when it was 1 to 64 letters, digits and `._:-`, otherwise ours (`req_` + 16 hex digits).",
  schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,64}$" },
});
registry.registerComponent("headers", "RetryAfter", {
  description: "Seconds to wait before retrying.",
  required: true,
  schema: { type: "integer", minimum: 0 },
});
registry.registerComponent("headers", "Allow", {
  description: "The methods this path has.",
  required: true,
  schema: { type: "string" },
});

registry.registerComponent("parameters", "IdempotencyKey", {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any unique string (a UUID) per logical operation, kept 24 h per company. The same key with the same body replays the stored answer (`Idempotent-Replayed: true`); with another body it is a 422 `idempotency_key_reused`; while the first request still runs, a 409.",
  schema: { type: "string", maxLength: 255 },
  example: "7c0b2f6e-4f5a-4d8e-9a51-3c2d1e0f9b84",
});

for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
  const codes = codesFor(Number(status));
  registry.registerComponent("responses", name, {
    description,
    headers: {
      "X-Request-Id": ref("headers", "XRequestId"),
      ...(status === "429" && { "Retry-After": ref("headers", "RetryAfter") }),
      ...(status === "405" && { Allow: ref("headers", "Allow") }),
    },
    content: {
      "application/json": {
        // the shared Error body, with `code` narrowed to the codes this status carries
        schema: {
          allOf: [ref("schemas", "Error"), { type: "object", properties: { code: { type: "string", enum: codes } } }],
        },
        example: errorExample(codes[0]),
      },
    },
  });
}

// Components even before any operation refers to them (only error responses do, by $ref). Passed
// as definitions: the generator mistakes a bare zod 4 schema (it has a `type`) for one.
export const schemas: OpenAPIRegistry["definitions"] = [{ type: "schema", schema: ErrorSchema }];

export type Examples = Record<string, { summary: string; value: unknown }>;

export type Operation = {
  method: HttpMethod;
  path: `/v1/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: {
    schema: z.ZodType;
    example?: unknown;
    examples?: Examples;
    required?: boolean;
    description?: string;
    // the same request may come as multipart/form-data (files), described by this schema
    multipart?: z.ZodType;
  };
  // the 200 body (`list` = bare array with X-Total-Count), or 204 for deletes
  ok:
    | {
        schema: z.ZodType;
        example?: unknown;
        examples?: Examples;
        description: string;
        list?: boolean;
        // also answers this document as application/pdf when Accept ranks it above JSON
        pdf?: boolean;
        // also answers as these file types (a report's CSV or XLSX), by Accept or a query parameter
        alsoFiles?: string[];
      }
    | { files: string[]; description: string }
    | "noContent";
  // also answers 204 with no body, when this says (e.g. nothing to do)
  noContentWhen?: string;
  // business errors beyond those every operation of this kind can answer
  errors?: ErrorStatus[];
  // secretKey: the API key schemes (or a dashboard session); session: a signed-in dashboard user only
  auth?: "secretKey" | "session" | "publicKey" | "none";
  // honours Idempotency-Key (every POST behind the secret key does)
  idempotent?: boolean;
};

// The statuses every request of this shape can meet, whatever the route does.
function standardErrors(op: Operation): ErrorStatus[] {
  const hasBody = op.method === "post" || op.method === "put" || op.method === "patch";
  const auth = op.auth ?? "secretKey";
  return [
    // a path id that is not valid percent-encoding is refused before routing (proxy.ts)
    ...(hasBody || op.query || op.params ? [400 as const] : []),
    ...(auth !== "none" ? [401 as const, 429 as const] : []),
    // dashboard sessions: viewers cannot change data, cookie mutations must be same-origin JSON
    ...((auth === "secretKey" && op.method !== "get") || auth === "session" ? [403 as const] : []),
    ...(op.params ? [404 as const] : []),
    ...(isIdempotent(op) ? [409 as const, 422 as const] : []),
    ...(hasBody ? [413 as const] : []),
    500,
  ];
}

const isIdempotent = (op: Operation) =>
  op.idempotent ?? (op.method === "post" && ["secretKey", "session"].includes(op.auth ?? "secretKey"));

export const pathId = (name: string, description: string) =>
  z.object({ [name]: z.number().int().min(1).max(2147483647).meta({ description, example: 1290 }) });

export const pathIds = (...ids: [string, string][]) =>
  z.object(
    Object.fromEntries(
      ids.map(([name, description]) => [
        name,
        z.number().int().min(1).max(2147483647).meta({ description, example: 1290 }),
      ]),
    ),
  );

function okResponse(op: Operation): ResponseConfig {
  if (op.ok === "noContent")
    return { description: "Done; no body.", headers: { "X-Request-Id": ref("headers", "XRequestId") } };
  if ("files" in op.ok) {
    const binary = { schema: z.string().meta({ format: "binary" }) };
    return {
      description: op.ok.description,
      headers: { "X-Request-Id": ref("headers", "XRequestId") },
      content: Object.fromEntries(op.ok.files.map((type) => [type, binary])),
    };
  }
  const { schema, example, examples, description, list, pdf, alsoFiles = [] } = op.ok;
  return {
    description,
    headers: {
      "X-Request-Id": ref("headers", "XRequestId"),
      ...(list && {
        "X-Total-Count": ref("headers", "XTotalCount"),
        "X-Total-Count-Capped": ref("headers", "XTotalCountCapped"),
      }),
      ...(isIdempotent(op) && { "Idempotent-Replayed": ref("headers", "IdempotentReplayed") }),
    },
    content: {
      "application/json": {
        schema: list ? z.array(schema) : schema,
        ...(example !== undefined && { example: list ? [example] : example }),
        ...(examples && {
          examples: list
            ? Object.fromEntries(Object.entries(examples).map(([k, e]) => [k, { ...e, value: [e.value] }]))
            : examples,
        }),
      },
      ...(pdf && { "application/pdf": { schema: z.string().meta({ format: "binary" }) } }),
      ...Object.fromEntries(alsoFiles.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }])),
    },
  };
}

export function addOperation(target: OpenAPIRegistry, op: Operation) {
  const statuses = [...new Set([...standardErrors(op), ...(op.errors ?? [])])].sort((a, b) => a - b);
  const auth = op.auth ?? "secretKey";
  const route: RouteConfig = {
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [op.tag],
    ...(auth === "none" && { security: [] }),
    ...(auth === "publicKey" && { security: [{ publicKey: [] }] }),
    ...(auth === "session" && { security: [{ dashboardSession: [] }] }),
    ...(isIdempotent(op) && { parameters: [ref("parameters", "IdempotencyKey")] }),
    request: {
      ...(op.params && { params: op.params }),
      ...(op.query && { query: op.query }),
      ...(op.body && {
        body: {
          required: op.body.required ?? true,
          ...(op.body.description && { description: op.body.description }),
          content: {
            "application/json": {
              schema: op.body.schema,
              ...(op.body.example !== undefined && { example: op.body.example }),
              ...(op.body.examples && { examples: op.body.examples }),
            },
            ...(op.body.multipart && { "multipart/form-data": { schema: op.body.multipart } }),
          },
        },
      }),
    },
    responses: {
      [op.ok === "noContent" ? 204 : 200]: okResponse(op),
      ...(op.noContentWhen && {
        204: { description: op.noContentWhen, headers: { "X-Request-Id": ref("headers", "XRequestId") } },
      }),
      ...Object.fromEntries(statuses.map((s) => [s, ref("responses", ERROR_RESPONSES[s].name)])),
    },
  };
  target.registerPath(route);
}

/** A CSV export: the file with X-Total-Count, or the errors a query can meet. */
export function addCsvExport(
  target: OpenAPIRegistry,
  op: Pick<Operation, "path" | "operationId" | "summary" | "description" | "tag"> & {
    query: z.ZodObject;
    example: string;
    errors: ErrorStatus[];
  },
) {
  target.registerPath({
    method: "get",
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    request: { query: op.query },
    responses: {
      200: {
        description: "The CSV file (Content-Disposition: attachment).",
        headers: {
          "X-Request-Id": ref("headers", "XRequestId"),
          "X-Total-Count": {
            description: "Rows that will follow the header.",
            schema: { type: "integer", minimum: 0 },
          },
        },
        content: { "text/csv": { schema: z.string(), example: op.example } },
      },
      ...Object.fromEntries(op.errors.map((s) => [s, ref("responses", ERROR_RESPONSES[s].name)])),
    },
  });
}
