import http from "node:http";
import { ApiError } from "./errors";

// Next's route handlers know seven methods; any other that Node's HTTP parser accepts (TRACE,
// PROPFIND, SEARCH, QUERY, …) gets an empty 400 from Next before any route code runs, and
// middleware cannot pick requests by method without running on every request (which cost a
// quarter of a list request's CPU). So the server answers them itself, before Next: a JSON 501
// under /v1 (no resource here supports them, so there is no Allow to name), plain text elsewhere.
const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

export function refuseUnsupportedMethods() {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    if (event !== "request" || NEXT_METHODS.has(req.method ?? "")) return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    req.resume();
    if (req.url?.startsWith("/v1/")) {
      const error = new ApiError("method_not_supported", `Method ${req.method} is not supported by this API`);
      res.writeHead(error.status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(error.toJSON()));
    } else res.writeHead(501, { "content-type": "text/plain; charset=utf-8" }).end("Method not supported");
    return true;
  } as typeof emit;
}
