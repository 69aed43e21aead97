import { createRequire } from "node:module";

import { trace } from "@opentelemetry/api";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { GET } from "@/app/v1/transactions/route";
import { isTracing, startConfiguredTracing } from "@/lib/platform/tracing";
import { makeCompany } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

// Tracing off, the default (docs/operations.md, Tracing): without OTEL_EXPORTER_OTLP_ENDPOINT the
// OpenTelemetry SDK is never loaded, no tracer provider is registered, and a request through the
// real pipeline makes no span. (Tracing on: tracing.db.test.ts, in a process of its own.)

const loadedSdkModules = () =>
  Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /@opentelemetry[\\/](sdk-|exporter-|otlp-|resources)/.test(file),
  );

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT unset", () => {
  it("loads no SDK, registers no tracer and serves requests without spans", async () => {
    setEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined });
    const load = vi.fn(() => import("@/lib/platform/tracing-sdk"));
    expect(await startConfiguredTracing(load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(isTracing()).toBe(false);

    const { apiKey } = await makeCompany();
    const res = await GET(
      new NextRequest("http://colmeia.test/v1/transactions", {
        headers: { authorization: `Bearer ${apiKey}`, "x-request-id": "tracing-off" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("tracing-off");

    // the API's no-op tracer: nothing was recording, nothing could be sent
    expect(trace.getActiveSpan()).toBeUndefined();
    expect(trace.getTracer("colmeia").startSpan("probe").isRecording()).toBe(false);
    expect(loadedSdkModules()).toEqual([]);
  });
});
