import { otherMethods } from "@/lib/http/method-not-allowed";
import { openApiJson } from "@/lib/http/openapi/document";

// GET /v1/openapi.json – the OpenAPI 3.1 document of /v1 (public: no key, no with-auth)
export function GET() {
  return new Response(openApiJson(), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=300",
      "access-control-allow-origin": "*",
    },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
