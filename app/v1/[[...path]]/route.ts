import { errorResponse } from "@/lib/http/error-response";
import { ApiError } from "@/lib/platform/errors";

// /v1 itself and any /v1 path without a route: a JSON 404, never Next's HTML page or its empty
// OPTIONS answer. (Trailing slashes are answered before routing, in proxy.ts.)
const unknownPath = async (req: Request) =>
  errorResponse(
    new ApiError(
      "not_found",
      `No route for ${req.method} ${new URL(req.url).pathname}`,
      { documentation: "/v1/openapi.json" },
      "route",
    ),
  );

export {
  unknownPath as DELETE,
  unknownPath as GET,
  unknownPath as OPTIONS,
  unknownPath as PATCH,
  unknownPath as POST,
  unknownPath as PUT,
};
