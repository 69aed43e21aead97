import { ApiError } from "@/lib/api/errors";
import { errorResponse } from "@/lib/api/respond";

// Any /v1 path without a route: a JSON 404, never Next's HTML page.
const unknownPath = async (req: Request) =>
  errorResponse(new ApiError("not_found", `No route for ${req.method} ${new URL(req.url).pathname}`, {}, "route"));

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
