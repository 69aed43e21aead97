import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondScript } from "@/lib/http/respond-script";
import { tokenizerScript } from "@/lib/http/tokenizer/tokenizer-script";

// GET /v1/js – the BeehivePay tokenizer for merchants' own pages: the current version, cached five
// minutes and revalidated by ETag; Content-Location names its pinned URL (docs/checkout.md)
export function GET(req: Request) {
  return respondScript(req, tokenizerScript(), { isPinned: false });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
