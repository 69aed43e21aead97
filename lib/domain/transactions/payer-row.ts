import "server-only";

import { CONTACT_FIELDS, type customerData } from "@/lib/domain/customers/customer-data";

import type { TransactionRow } from "./serialize";

type CustomerRow = TransactionRow["customer"];

// The payer's Customer row for a new transaction: a returning payer (same email and document) keeps
// their id, and the contact data the merchant sends now is the latest (as POST /v1/customers); a
// payer on a hosted page (isPayer) changes nothing stored. A new payer is the row as the database
// returns it (absent optional fields are null). `payerChange` is what the insert statement writes
// to a known payer (null: nothing changed, the common case, which then pays nothing for it).
export function payerRow({
  stored,
  sent,
  newId,
  isPayer,
  now,
}: {
  stored: CustomerRow | null;
  sent: ReturnType<typeof customerData>;
  newId: number | null;
  isPayer: boolean;
  now: Date;
}): { customer: CustomerRow; payerChange: Record<string, unknown> | null } {
  const refreshed = !isPayer && stored ? refreshCustomer(stored, sent, now) : null;
  const customer: CustomerRow = refreshed?.row ??
    stored ?? {
      ...sent,
      id: newId!,
      externalRef: sent.externalRef ?? null,
      phone: sent.phone ?? null,
      birthdate: sent.birthdate ?? null,
      address: sent.address ?? null,
      createdAt: now,
      updatedAt: now,
    };
  const payerChange = refreshed ? { id: refreshed.row.id, updatedAt: now, ...refreshed.changed } : null;
  return { customer, payerChange };
}

// The known payer with the contact fields this request sent, or null when nothing changed (the
// common case: no write then). Fields the request leaves out (or an empty address) keep their
// stored value; `changed` names the columns to write, so a concurrent transaction of the same payer
// changing another field is not undone with the value read here.
function refreshCustomer(
  stored: CustomerRow,
  sent: ReturnType<typeof customerData>,
  now: Date,
): { row: CustomerRow; changed: Record<string, unknown> } | null {
  const changed: Record<string, unknown> = {};
  for (const key of CONTACT_FIELDS) {
    const value = sent[key];
    const isEmpty = value === undefined || (key === "address" && Object.keys(value as object).length === 0);
    if (!isEmpty && !sameJson(value, stored[key])) changed[key] = value;
  }
  return Object.keys(changed).length ? { row: { ...stored, ...changed, updatedAt: now }, changed } : null;
}

// Equal as JSON values, whatever the order of object keys (jsonb keeps its own order).
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (v: unknown): unknown =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, sortKeys(x)]),
      )
    : v;
