import "server-only";

import type { Customer as CustomerRow } from "@/generated/prisma/client";
import type { Customer as PublicCustomer } from "@/lib/schemas/customers";

// The public Customer shape (also embedded in every Transaction): an explicit mapper, so a new column never leaks.
export function toCustomer(c: CustomerRow): PublicCustomer {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    document: { number: c.documentNumber, type: c.documentType as PublicCustomer["document"]["type"] },
    externalRef: c.externalRef,
    phone: c.phone,
    birthdate: c.birthdate,
    address: c.address as PublicCustomer["address"],
    createdAt: c.createdAt.toISOString(),
  };
}

export type Customer = ReturnType<typeof toCustomer>;
