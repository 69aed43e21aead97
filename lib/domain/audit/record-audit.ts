import "server-only";

import type { Db, Tx } from "@/lib/platform/db";
// Who did it: a dashboard user or an API key (the request's principal, as lib/http/with-auth.ts
// names it: spelled here so the audit log does not depend on the request layer above it), the
// system (a sweep, the sandbox's bank), or someone not signed in (a failed login: the e-mail typed).
type Principal =
  { kind: "api_key"; apiKeyId: number } | { kind: "session"; userId: number; role: "owner" | "admin" | "viewer" };
export type AuditActor = Principal | { kind: "system" } | { kind: "anonymous"; label: string };

export type AuditInput = {
  companyId: number;
  actor: AuditActor;
  ip?: string | null;
  // dotted verb: user.login, user.login_failed, user.logout, user.create, user.update, user.delete,
  // user.password_change, api_key.create, api_key.revoke, webhook_endpoint.create|update|delete,
  // bank_account.create, payout_destination.confirm, transfer.create, refund.create, company.update…
  action: string;
  objectType?: string;
  objectId?: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry to the company's audit log (append-only: migration 0008 refuses UPDATE and
 * DELETE). Call it inside the database transaction that makes the change when there is one, so
 * the entry exists if and only if the change committed. Never pass secrets (keys, passwords,
 * card data) in before/after.
 */
export async function recordAudit(db: Db | Tx, input: AuditInput): Promise<void> {
  const { actor } = input;
  const label =
    actor.kind === "session"
      ? ((await db.user.findUnique({ where: { id: actor.userId }, select: { email: true } }))?.email ??
        `user ${actor.userId}`)
      : actor.kind === "api_key"
        ? ((await db.apiKey.findUnique({ where: { id: actor.apiKeyId }, select: { prefix: true } }))?.prefix ??
          `key ${actor.apiKeyId}`)
        : actor.kind === "anonymous"
          ? actor.label.slice(0, 255)
          : "system";
  await db.auditEntry.create({
    data: {
      companyId: input.companyId,
      actorType: actor.kind === "session" ? "user" : actor.kind,
      userId: actor.kind === "session" ? actor.userId : null,
      apiKeyId: actor.kind === "api_key" ? actor.apiKeyId : null,
      actorLabel: label,
      ip: input.ip ?? null,
      action: input.action,
      objectType: input.objectType ?? null,
      objectId: input.objectId === undefined ? null : String(input.objectId),
      before: input.before === undefined ? undefined : (input.before as never),
      after: input.after === undefined ? undefined : (input.after as never),
    },
  });
}

/** Who did it and from where, for data functions that record the action in their own commit. */
export type AuditBy = { actor: AuditActor; ip?: string | null };

/**
 * Who and from where, from a route handler's context, for the domain function that does the work:
 * `createUser({ …, by: auditBy(ctx) })`. Routes never write entries themselves (the lint refuses
 * recordAudit under app/ and lib/http/).
 */
export const auditBy = (ctx: { principal: Principal; ip: string }): AuditBy => ({ actor: ctx.principal, ip: ctx.ip });
