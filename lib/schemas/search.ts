import { z } from "zod";

import { timestamp } from "./common";
import { paymentMethods, transactionStatuses } from "./transactions";

// GET /v1/search?q= (the dashboard's ⌘K): what a merchant types — a transaction or transfer id, a
// card's last four digits, an amount ("89,90", "R$ 1.234,56"), a customer's name, e-mail or
// document, a payment link's alias or title — answered with the few best matches of each kind.
export const searchQuerySchema = z.object({ q: z.string().trim().min(1, "is required").max(100) });

export const SearchResultsSchema = z
  .object({
    transactions: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        status: z.enum([...transactionStatuses, "pending_refund"]),
        paymentMethod: z.enum(paymentMethods),
        customerName: z.string(),
        cardLastDigits: z.string().nullable(),
        createdAt: timestamp,
      }),
    ),
    customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
    paymentLinks: z.array(z.object({ id: z.number().int(), title: z.string(), alias: z.string() })),
    transfers: z.array(z.object({ id: z.number().int(), amount: z.number().int(), status: z.string() })),
    // the transactions list filtered the way a query matched (a card's last four, an amount): every
    // match, where `transactions` has the five newest of all kinds together
    transactionLists: z
      .array(
        z.object({
          match: z.enum(["cardLastDigits", "amount"]),
          total: z.number().int(),
          query: z.record(z.string(), z.string()).meta({
            description: "the GET /v1/transactions filters that list them: cardLastDigits, or amountFrom and amountTo",
          }),
        }),
      )
      .meta({ description: "one per kind of transaction match with at least one transaction" }),
  })
  .meta({ id: "SearchResults" });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
