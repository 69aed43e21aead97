import "server-only";

import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { addOperation, pathId, ref } from "./shared";

/**
 * The four operations of a rail's CNAB 240 files (boletos, payouts): list, generate the remessa,
 * download a file, import a retorno. Each rail names its schemas, examples and what its files do.
 */
export function addCnabFileOperations(
  registry: OpenAPIRegistry,
  op: {
    base: `/v1/${string}`;
    name: string;
    tag: string;
    fileSchema: z.ZodType;
    importSchema: z.ZodType;
    examples: { remessa: unknown; retorno: unknown };
    remessaDescription: string;
    retornoDescription: string;
    /** the remessa answers several files (a list) */
    remessaIsList?: boolean;
  },
) {
  addOperation(registry, {
    method: "get",
    path: op.base,
    operationId: `list${op.name}Files`,
    tag: op.tag,
    summary: "List CNAB 240 files",
    description: "The company's remessas and retornos, newest first (the last 50).",
    ok: { schema: op.fileSchema, description: "The files, as a bare array.", example: op.examples.retorno, list: true },
  });

  addOperation(registry, {
    method: "post",
    path: `${op.base}/remessa` as `/v1/${string}`,
    operationId: `generate${op.name}Remessa`,
    tag: op.tag,
    summary: "Generate the remessa",
    description: op.remessaDescription,
    ok: {
      schema: op.fileSchema,
      description: op.remessaIsList ? "The new files, as a bare array." : "The new remessa.",
      example: op.examples.remessa,
      list: op.remessaIsList,
    },
    noContentWhen: "Nothing is pending: no file.",
  });

  registry.registerPath({
    method: "get",
    path: `${op.base}/{fileId}`,
    operationId: `download${op.name}File`,
    summary: "Download a CNAB 240 file",
    description:
      "The file byte for byte as generated or received: printable ASCII, 240-character lines, each ending in CRLF (Content-Disposition: attachment).",
    tags: [op.tag],
    request: { params: pathId("fileId", "File id") },
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
    path: `${op.base}/retorno`,
    operationId: `import${op.name}Retorno`,
    summary: "Import a retorno",
    description: `${op.retornoDescription} Send the file as a \`text/plain\` or \`application/octet-stream\` body or the multipart field \`file\`. The same file again answers the earlier import with \`imported: false\` and changes nothing. An invalid file is refused whole: 422 \`invalid_file\` with \`details.line\` (1-based) and \`details.field\`.`,
    tags: [op.tag],
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
        content: {
          "application/json": {
            schema: op.importSchema,
            example: { ...(op.examples.retorno as object), imported: true },
          },
        },
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
}
