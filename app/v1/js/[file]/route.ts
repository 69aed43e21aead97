import { errorResponse } from "@/lib/http/error-response";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { redirectToScript, respondScript } from "@/lib/http/respond-script";
import { PINNED_NAME, tokenizerScript } from "@/lib/http/tokenizer/tokenizer-script";
import { ApiError } from "@/lib/platform/errors";

type Route = { params: Promise<{ file: string }> };

// GET /v1/js/{hash}.js – the tokenizer at its content-hashed URL, cached for a year (immutable).
// Another version's name redirects to the current one (a page pinned before an upgrade keeps
// working); anything else is the JSON 404 of every unknown /v1 path.
export async function GET(req: Request, { params }: Route) {
  const { file } = await params;
  const script = tokenizerScript();
  if (file === `${script.hash}.js`) return respondScript(req, script, { isPinned: true });
  if (PINNED_NAME.test(file)) return redirectToScript(script);
  return errorResponse(new ApiError("not_found", `No script ${new URL(req.url).pathname}: load /v1/js`, {}, "script"));
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
