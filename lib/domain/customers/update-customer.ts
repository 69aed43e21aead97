import "server-only";

import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import type { UpdateCustomerInput } from "@/lib/schemas/customers";

import { toCustomer } from "./serialize-customer";

// PUT|PATCH /v1/customers/{id}: both partial. Contact data changes; the identity (email +
// document, how a returning payer is recognised) is checked, not changed: a different value is a
// 422 naming the field.
export async function updateCustomer({
  companyId,
  customerId,
  input,
}: {
  companyId: number;
  customerId: number;
  input: UpdateCustomerInput;
}) {
  return prisma.$transaction(async (tx) => {
    const current = await tx.customer.findFirst({ where: { id: customerId, companyId } });
    if (!current) throw notFound("customer");
    if (input.email !== undefined && input.email !== current.email)
      throw new ApiError("invalid_state", "A customer's email identifies them and cannot be changed", {
        field: "email",
      });
    if (input.document && input.document.number !== current.documentNumber)
      throw new ApiError("invalid_state", "A customer's document identifies them and cannot be changed", {
        field: "document",
      });
    const row = await tx.customer.update({
      where: { id: customerId },
      data: {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.externalRef !== undefined && { externalRef: input.externalRef }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.birthdate !== undefined && { birthdate: input.birthdate }),
        ...(input.address !== undefined && { address: input.address === null ? Prisma.DbNull : input.address }),
      },
    });
    return toCustomer(row);
  });
}
