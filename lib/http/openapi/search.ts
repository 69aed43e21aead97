import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { searchQuerySchema, SearchResultsSchema } from "@/lib/schemas/search";

import { addOperation } from "./shared";

export const registry = new OpenAPIRegistry();

addOperation(registry, {
  method: "get",
  path: "/v1/search",
  operationId: "search",
  tag: "Search",
  summary: "Search everything",
  description:
    "What a merchant types, answered with up to five of each kind, newest first: transactions by id, amount (`89,90`, `R$ 1.234,56`, `89` = R$ 89,00) or the card's last four digits; customers by name or e-mail (from the start, any case) or document digits; payment links by alias (from the start) or title; transfers by id. The dashboard's ⌘K / Ctrl+K.",
  query: searchQuerySchema,
  ok: {
    schema: SearchResultsSchema,
    description: "The matches, grouped.",
    example: {
      transactions: [
        {
          id: 1290,
          amount: 8990,
          status: "paid",
          paymentMethod: "credit_card",
          customerName: "Maria Souza",
          cardLastDigits: "1111",
          createdAt: "2026-03-15T12:05:00.000Z",
        },
      ],
      customers: [{ id: 55, name: "Maria Souza", email: "maria@example.com" }],
      paymentLinks: [],
      transfers: [],
      transactionLists: [{ match: "amount", total: 12, query: { amountFrom: "8990", amountTo: "8990" } }],
    },
  },
});
