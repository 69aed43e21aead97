import { getEvidenceFile } from "@/lib/domain/disputes/get-evidence-file";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/disputes/{disputeId}/evidence/files/{fileId} – one evidence file, only to its company:
// private, as a download, never cached by a shared cache
export const GET = withAuth(
  { role: "viewer", params: { disputeId: pathId("dispute"), fileId: pathId("file") } },
  async ({ companyId, params }) => {
    const file = await getEvidenceFile({ companyId, ...params });
    return new Response(new Uint8Array(file.data), {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.size),
        "content-disposition": `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "cache-control": "private, no-store",
        etag: `"${file.sha256}"`,
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
