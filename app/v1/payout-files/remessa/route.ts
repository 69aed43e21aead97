import { generatePayoutRemessa } from "@/lib/domain/payouts/payout-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { noContent, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/payout-files/remessa – the payment remessa of every transfer no file carries yet: the new
// files (two where the bank takes Pix in a file of its own), or 204 when no transfer waits
export const POST = withAuth({ role: "admin" }, async ({ companyId }) => {
  const files = await generatePayoutRemessa({ companyId });
  return files.length ? respondList({ data: files, total: files.length }) : noContent();
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
