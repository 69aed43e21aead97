import "server-only";

import { context, propagation, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";

import { setTracing, TRACER_NAME } from "./tracing";

// The OpenTelemetry SDK: imported by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set (docs/operations.md, Tracing), so an instance without tracing never loads it. Spans are
// batched and sent as OTLP/HTTP JSON to `{endpoint}/v1/traces`, off the request's path.

export type Tracing = { flush(): Promise<void>; shutdown(): Promise<void> };

// Next.js records spans of its own once a tracer provider is registered, and some of their
// attributes hold the raw URL: the query string, or a secret path segment (the Pix webhook's).
// Those are dropped before export, and a span named after a URL (Next's `fetch GET https://…`)
// keeps only its method. Colmeia's own spans are built without them (tracing.ts).
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.query", "url.path", "next.rsc_url"];

function scrubbed(span: ReadableSpan): ReadableSpan {
  if (span.instrumentationScope.name === TRACER_NAME) return span;
  const attributes = { ...span.attributes };
  for (const key of URL_ATTRIBUTES) delete attributes[key];
  const name = span.name.replace(/^(fetch \S+) .*/, "$1").replace(/\?.*$/, "");
  // the span itself stays as the SDK made it; the exporter sees a copy with the safe name and attributes
  return Object.create(span, { name: { value: name }, attributes: { value: attributes } }) as ReadableSpan;
}

function scrubbing(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(scrubbed), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/** Starts the SDK and registers it as the process's tracer provider (context kept across awaits). */
export function startTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new BatchSpanProcessor(scrubbing(exporter))],
  });
  provider.register();
  setTracing(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracing(false);
      await provider.shutdown();
      // a later start (tests) registers afresh
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
