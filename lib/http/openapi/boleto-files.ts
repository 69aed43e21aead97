import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { BoletoFileSchema, RetornoImportSchema } from "@/lib/schemas/boleto-files";

import { addOperation, pathId, ref } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Boleto files";

const remessa = {
  id: 12,
  kind: "remessa",
  sequence: 3,
  status: "generated",
  recordCount: 9,
  createdAt: "2026-05-14T20:00:00.000Z",
  summary: null,
};
const retorno = {
  id: 13,
  kind: "retorno",
  sequence: 41,
  status: "imported",
  recordCount: 8,
  createdAt: "2026-05-15T09:10:00.000Z",
  summary: { confirmed: 2, rejected: 0, paid: 1, partiallyPaid: 0, writtenOff: 0, other: 0 },
};

addOperation(registry, {
  method: "get",
  path: "/v1/boleto-files",
  operationId: "listBoletoFiles",
  tag,
  summary: "List CNAB 240 files",
  description: "The company's remessas and retornos, newest first (the last 50).",
  ok: { schema: BoletoFileSchema, description: "The files, as a bare array.", example: retorno, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/boleto-files/remessa",
  operationId: "generateRemessa",
  tag,
  summary: "Generate the remessa",
  description:
    "One CNAB 240 remessa with every boleto registration, write-off and due-date change since the last remessa, numbered after it. Each movement is in exactly one remessa. Send the file (`GET /v1/boleto-files/{fileId}`) to the bank; with the built-in bank (sandbox) its retorno is imported at once. 204 when nothing is pending.",
  ok: { schema: BoletoFileSchema, description: "The new remessa.", example: remessa },
  noContentWhen: "No boleto movement is pending: no file.",
});

registry.registerPath({
  method: "get",
  path: "/v1/boleto-files/{fileId}",
  operationId: "downloadBoletoFile",
  summary: "Download a CNAB 240 file",
  description:
    "The file byte for byte as generated or received: printable ASCII, 240-character lines, each ending in CRLF (Content-Disposition: attachment).",
  tags: [tag],
  request: { params: pathId("fileId", "Boleto file id") },
  responses: {
    200: {
      description: "The file.",
      headers: { "X-Request-Id": ref("headers", "XRequestId") },
      content: { "text/plain": { schema: z.string(), example: "00100000         2112223330001811234567..." } },
    },
    401: ref("responses", "Unauthorized"),
    404: ref("responses", "NotFound"),
    429: ref("responses", "TooManyRequests"),
    500: ref("responses", "InternalError"),
  },
});

registry.registerPath({
  method: "post",
  path: "/v1/boleto-files/retorno",
  operationId: "importRetorno",
  summary: "Import a retorno",
  description:
    "The bank's CNAB 240 retorno, as a `text/plain` or `application/octet-stream` body or the multipart field `file`. Applied whole in one database transaction: entries confirmed or rejected (the transaction `refused`, `refusedReason: boleto_rejected`), payments (paid, or partially_paid below what was due that day with discount, fine and interest), write-offs (a waiting transaction `canceled`). The same file again answers the earlier import with `imported: false` and changes nothing. An invalid file is refused whole: 422 `invalid_file` with `details.line` (1-based) and `details.field`.",
  tags: [tag],
  parameters: [ref("parameters", "IdempotencyKey")],
  request: {
    body: {
      required: true,
      content: {
        "text/plain": { schema: z.string() },
        "application/octet-stream": { schema: z.string() },
        "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) },
      },
    },
  },
  responses: {
    200: {
      description: "The import (or the earlier one).",
      headers: { "X-Request-Id": ref("headers", "XRequestId") },
      content: { "application/json": { schema: RetornoImportSchema, example: { ...retorno, imported: true } } },
    },
    400: ref("responses", "BadRequest"),
    401: ref("responses", "Unauthorized"),
    403: ref("responses", "Forbidden"),
    413: ref("responses", "PayloadTooLarge"),
    422: ref("responses", "UnprocessableEntity"),
    429: ref("responses", "TooManyRequests"),
    500: ref("responses", "InternalError"),
  },
});
