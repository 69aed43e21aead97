import { auditBy } from "@/lib/domain/audit/record-audit";
import { getEmailSettings, updateEmailSettings } from "@/lib/domain/email/email-settings";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { type Principal, withAuth } from "@/lib/http/with-auth";
import { updateEmailSettingsSchema } from "@/lib/schemas/email";

const actorOf = (p: Principal) => (p.kind === "session" ? { userId: p.userId, role: p.role } : null);

// GET /v1/email-settings – which e-mails the company sends, their language, and my own alerts
export const GET = withAuth({ role: "viewer" }, async ({ companyId, principal }) =>
  respond(await getEmailSettings({ companyId, actor: actorOf(principal) })),
);

// PUT|PATCH /v1/email-settings – the company's switches (admin) and the signed-in user's alerts (anyone)
const update = withAuth({ role: "viewer", body: updateEmailSettingsSchema }, async (ctx) =>
  respond(
    await updateEmailSettings({
      companyId: ctx.companyId,
      actor: actorOf(ctx.principal),
      input: ctx.body,
      by: auditBy(ctx),
    }),
  ),
);

export { update as PATCH, update as PUT };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
