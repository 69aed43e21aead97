import { renderReceiptPdf } from "@/lib/domain/receipts/receipt-pdf";
import { getTransactionReceipt } from "@/lib/domain/receipts/transaction-receipt";
import { getTransaction } from "@/lib/domain/transactions/get-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pdfResponse } from "@/lib/http/pdf-response";
import { pathId } from "@/lib/http/pipeline";
import { prefersPdf } from "@/lib/http/prefers-pdf";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/transactions/{transactionId} – one transaction; its payment receipt as a PDF when Accept
// ranks application/pdf above JSON (docs/api.md, "Receipts as PDF")
export const GET = withAuth(
  { role: "viewer", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params, req }) => {
    const { transactionId } = params;
    if (!prefersPdf(req.headers.get("accept"), "application/json"))
      return respond(await getTransaction({ companyId, transactionId }), { vary: "Accept" });
    const receipt = await getTransactionReceipt({ companyId, transactionId });
    return pdfResponse(await renderReceiptPdf(receipt), `comprovante-${transactionId}.pdf`);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
