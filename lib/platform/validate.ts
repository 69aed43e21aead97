import { z } from "zod";

import { badRequest, type Issue } from "./errors";

// A zod schema's verdict as the API's error: a 400 whose `details` name each field and what is wrong
// with it. The request shell (lib/http/parse.ts) and the domain functions that judge input read from
// somewhere other than the request (stored JSON, evidence files) share it.
export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, what = "body"): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(`Invalid request ${what}`, zodIssues(result.error));
  return result.data;
}
