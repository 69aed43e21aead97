import "server-only";

import type { z } from "zod";

import { ApiError } from "@/lib/platform/errors";
import { readBodyText } from "@/lib/platform/read-body";

// Answers of the built-in Cielo server: JSON, and Cielo's error array [{Code, Message}] with the
// manual's codes (docs/rails.md).

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });

export const errors = (status: number, ...list: [code: number, message: string][]) =>
  json(
    status,
    list.map(([Code, Message]) => ({ Code, Message })),
  );

// The manual's validation code for a field the request got wrong, by the field's path.
const CODE_OF_PATH: [RegExp, number, string][] = [
  [/^MerchantOrderId$/, 107, "OrderId is invalid or does not exists"],
  [/^Customer$/, 121, "Customer is required"],
  [/^Customer\.Name$/, 105, "Customer Name is required"],
  [/^Customer\.Identity/, 151, "Customer Identity length exceeded"],
  [/^Payment$/, 119, "At least one Payment is required"],
  [/^Payment\.Type$/, 102, "Payment Type is required"],
  [/^Payment\.Amount$/, 108, "Amount must be greater or equal to zero"],
  [/^Payment\.Installments$/, 123, "Installments must be greater or equal to one"],
  [/^Payment\.CreditCard$/, 124, "Credit Card is Required"],
  [/CardNumber$/, 213, "Credit Card Number is invalid"],
  [/Holder$/, 214, "Credit Card Holder Must Have Only Letters"],
  [/ExpirationDate$/, 126, "Credit Card Expiration Date is invalid"],
  [/SecurityCode$/, 146, "SecurityCode length exceeded"],
  [/Brand$/, 185, "Brand is not supported by selected provider"],
  [/CardToken$/, 130, "Could not get Credit Card"],
  [/CustomerName$/, 105, "Customer Name is required"],
];

/** Cielo's error array for a request that breaks the manual's schema: one entry per field. */
export function schemaErrors(error: z.ZodError): Response {
  const seen = new Map<number, string>();
  for (const issue of error.issues) {
    // a field of a union (the card or its token) is reported at the union's path plus its own
    const paths = [
      issue.path.join("."),
      ...("errors" in issue ? issue.errors.flat().map((e) => [...issue.path, ...e.path].join(".")) : []),
    ];
    for (const path of paths) {
      const found = CODE_OF_PATH.find(([re]) => re.test(path));
      if (found && path) seen.set(found[1], found[2]);
    }
  }
  if (!seen.size) seen.set(0, "Internal error: request does not follow the API (Data exceeds field length)");
  return errors(400, ...seen.entries());
}

/** A JSON body checked against a request schema of the manual; Cielo's error array when it fails. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>): Promise<T | Response> {
  let text: string;
  try {
    text = await readBodyText(req);
  } catch (error) {
    if (error instanceof ApiError) return errors(413, [0, "Request body is too large"]);
    throw error;
  }
  if (!text.trim()) return errors(400, [184, "Request could not be empty"]);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return errors(400, [0, "Request body is not JSON"]);
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schemaErrors(parsed.error);
}
