import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { CompanySchema, updateCompanySchema } from "@/lib/schemas/company";

import * as ex from "./examples";
import { addOperation } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Company";

addOperation(registry, {
  method: "get",
  path: "/v1/company",
  operationId: "getCompany",
  tag,
  summary: "Get the company",
  description: "The merchant that owns the key.",
  ok: { schema: CompanySchema, description: "The company.", example: ex.company },
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: "/v1/company",
    operationId: method === "put" ? "updateCompany" : "patchCompany",
    tag,
    summary: "Update the company",
    description:
      "Legal name, trade name, address, `invoiceDescriptor` and `details`. Address and details fields merge into the stored ones (a field sent as `null` is removed, `address: null` / `details: null` remove them all). `invoiceDescriptor` is the text on the payer's card statement (1–13 letters without accents, digits or spaces; `null` removes it), which the card rail sends with each charge. PUT and PATCH are the same partial update. `documentNumber` is read-only: sending another one is a 422 `invalid_state`.",
    body: { schema: updateCompanySchema, example: ex.updateCompanyRequest },
    ok: { schema: CompanySchema, description: "The updated company.", example: ex.company },
    errors: [422],
  });
