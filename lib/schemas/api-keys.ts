import { z } from "zod";

import { pagingQuery } from "./common";

// Secret keys of the company. The key itself is returned once, on creation; lists show its prefix.
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, "is required").max(100, "must have at most 100 characters"),
});

export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const listApiKeysQuerySchema = z.object({ ...pagingQuery });

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export type ApiKey = z.infer<typeof ApiKeySchema>;

// POST /v1/api-keys: the row plus the whole key, which is never shown again.
export const ApiKeyWithSecretSchema = ApiKeySchema.extend({ key: z.string() });

export type ApiKeyWithSecret = z.infer<typeof ApiKeyWithSecretSchema>;
