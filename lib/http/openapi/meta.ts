import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { addOperation } from "./shared";

export const registry = new OpenAPIRegistry();

addOperation(registry, {
  method: "get",
  path: "/v1/openapi.json",
  operationId: "getOpenApiDocument",
  tag: "Meta",
  auth: "none",
  summary: "This OpenAPI document",
  description:
    "OpenAPI 3.1, generated from the schemas the API validates with. No authentication. The reference page is `/docs`.",
  ok: {
    schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
    description: "The OpenAPI document.",
  },
});
