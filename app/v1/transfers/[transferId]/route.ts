import { renderReceiptPdf } from "@/lib/domain/receipts/receipt-pdf";
import { getTransferReceipt } from "@/lib/domain/receipts/transfer-receipt";
import { getTransfer } from "@/lib/domain/transfers/get-transfer";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pdfResponse } from "@/lib/http/pdf-response";
import { pathId } from "@/lib/http/pipeline";
import { prefersPdf } from "@/lib/http/prefers-pdf";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/transfers/{transferId} – one transfer; its receipt as a PDF when Accept ranks
// application/pdf above JSON (docs/api.md, "Receipts as PDF")
export const GET = withAuth(
  { role: "viewer", params: { transferId: pathId("transfer") } },
  async ({ companyId, params, req }) => {
    const { transferId } = params;
    if (!prefersPdf(req.headers.get("accept"), "application/json"))
      return respond(await getTransfer({ companyId, transferId }), { vary: "Accept" });
    const receipt = await getTransferReceipt({ companyId, transferId });
    return pdfResponse(await renderReceiptPdf(receipt), `comprovante-transferencia-${transferId}.pdf`);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
