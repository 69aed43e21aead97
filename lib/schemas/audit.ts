import { z } from "zod";

import { commaList, pagingQuery, queryDate, timestamp } from "./common";

export const auditActorTypes = ["user", "api_key", "system", "anonymous"] as const;

export const listAuditQuerySchema = z.object({
  action: commaList(
    z
      .string()
      .trim()
      .regex(/^[a-z_]+\.[a-z_]+$/, "must be a dotted action such as user.login"),
  ).optional(),
  actorType: commaList(z.enum(auditActorTypes)).optional(),
  userId: z.coerce.number().int().positive().optional(),
  objectType: z.string().trim().min(1).max(50).optional(),
  objectId: z.string().trim().min(1).max(50).optional(),
  createdFrom: queryDate.optional(),
  createdTo: queryDate.optional(),
  ...pagingQuery,
});

export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor: z.object({
      type: z.enum(auditActorTypes),
      userId: z.number().int().nullable(),
      apiKeyId: z.number().int().nullable(),
      label: z.string(),
    }),
    ip: z.string().nullable(),
    objectType: z.string().nullable(),
    objectId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "AuditEntry" });

export type AuditEntryResponse = z.infer<typeof AuditEntrySchema>;
