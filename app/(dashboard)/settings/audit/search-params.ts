import { auditActorTypes } from "@/lib/schemas/audit";

// The URL is the only filter state of the audit page: ?action=…&actorType=…&page=…, read
// tolerantly (an unknown value is dropped, not an error page).
export const AUDIT_ACTIONS = [
  "user.login",
  "user.login_failed",
  "user.logout",
  "user.create",
  "user.update",
  "user.delete",
  "user.password_change",
  "user.password_reset",
  "user.password_setup",
  "user.two_factor_enable",
  "user.two_factor_disable",
  "user.recovery_codes_regenerate",
  "user.recovery_code_used",
  "api_key.create",
  "api_key.revoke",
  "webhook_endpoint.create",
  "webhook_endpoint.update",
  "webhook_endpoint.delete",
  "webhook_endpoint.rotate_secret",
  "webhook_endpoint.disable",
  "bank_account.create",
  "pix_key.create",
  "payout_destination.confirm",
  "transfer.create",
  "refund.create",
  "transaction.capture",
  "transaction.cancel",
  "card.delete",
  "anticipation.create",
  "dispute.evidence",
  "company.create",
  "company.update",
  "company.pricing",
  "company.signup",
  "email_settings.update",
  "recipient.update",
] as const;

export type AuditActorType = (typeof auditActorTypes)[number];
export type AuditSearch = { action?: string; actorType?: AuditActorType; page: number };
export const AUDIT_PAGE_SIZE = 25;

export function parseAuditSearch(params: URLSearchParams): AuditSearch {
  const action = params.get("action") ?? "";
  const actorType = params.get("actorType") ?? "";
  const page = Number(params.get("page"));
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : undefined,
    actorType: (auditActorTypes as readonly string[]).includes(actorType) ? (actorType as AuditActorType) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toSearchString(search: AuditSearch): string {
  const params = new URLSearchParams();
  if (search.action) params.set("action", search.action);
  if (search.actorType) params.set("actorType", search.actorType);
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

export function toApiQuery(search: AuditSearch): Record<string, string> {
  return {
    ...(search.action && { action: search.action }),
    ...(search.actorType && { actorType: search.actorType }),
    page: String(search.page),
    limit: String(AUDIT_PAGE_SIZE),
  };
}
