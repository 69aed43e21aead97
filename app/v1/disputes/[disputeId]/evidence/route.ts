import { z } from "zod";

import { auditBy } from "@/lib/domain/audit/record-audit";
import { getDispute } from "@/lib/domain/disputes/get-dispute";
import { readEvidence } from "@/lib/domain/disputes/read-evidence";
import { submitEvidence } from "@/lib/domain/disputes/submit-evidence";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES, MAX_EVIDENCE_TEXT } from "@/lib/schemas/disputes";

// POST /v1/disputes/{disputeId}/evidence – answer an open dispute once, before its deadline:
// multipart/form-data `text` and up to 5 `files` (PDF, PNG, JPEG; 5 MB each), or JSON `{ text }`
export const POST = withAuth(
  {
    role: "admin",
    params: { disputeId: pathId("dispute") },
    // a JSON body: text alone, judged by readEvidence like the form's text
    body: z.object({ text: z.unknown().optional() }),
    formMaxBytes: MAX_EVIDENCE_FILES * MAX_EVIDENCE_FILE_BYTES + MAX_EVIDENCE_TEXT * 4 + 64 * 1024,
  },
  async (ctx) => {
    // the dispute is looked up before the body is judged: another company's id is a 404 whatever was sent
    await getDispute({ companyId: ctx.companyId, disputeId: ctx.params.disputeId });
    const { text, files } = await readEvidence({ form: ctx.form, json: ctx.body });
    return respond(
      await submitEvidence({
        companyId: ctx.companyId,
        disputeId: ctx.params.disputeId,
        text,
        files,
        audit: auditBy(ctx),
      }),
    );
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
