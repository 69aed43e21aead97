import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { CompanySchema, updateCompanySchema } from "@/lib/schemas/company";
import * as ex from "./examples";
import { addOperation } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Company";

addOperation(registry, {
  method: "get", path: "/v1/company", operationId: "getCompany", tag,
  summary: "Get the company",
  description: "The merchant that owns the key.",
  ok: { schema: CompanySchema, description: "The company.", example: ex.company },
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method, path: "/v1/company", operationId: method === "put" ? "updateCompany" : "patchCompany", tag,
    summary: "Update the company",
    description: "Legal name, trade name and address (fields merge into the stored address; a field sent as `null` is removed from it, `address: null` removes the address). PUT and PATCH are the same partial update. `documentNumber` is read-only: sending another one is a 422 `invalid_state`.",
    body: { schema: updateCompanySchema, example: { tradeName: "Loja da Maria", address: { streetNumber: "1010" } } },
    ok: { schema: CompanySchema, description: "The updated company.", example: ex.company },
    errors: [422],
  });
