import { getPayoutFile } from "@/lib/domain/payouts/payout-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { textFileResponse } from "@/lib/http/uploaded-text";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/payout-files/{fileId} – the file, byte for byte as generated or received (text/plain)
export const GET = withAuth(
  { role: "viewer", params: { fileId: pathId("payout_file") } },
  async ({ companyId, params }) => {
    const { content, name } = await getPayoutFile({ companyId, fileId: params.fileId });
    return textFileResponse(content, name);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
