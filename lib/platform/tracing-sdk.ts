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

// The OpenTelemetry SDK: imported by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set (docs/operations.md, Tracing), so an instance without tracing never loads it. Spans are
// batched and sent as OTLP/HTTP JSON to `{endpoint}/v1/traces`, off the request's path.

export type Tracing = { flush(): Promise<void>; shutdown(): Promise<void> };

// Next.js records spans of its own once a tracer provider is registered, and some of their
// attributes hold the raw URL: the query string, or a secret path segment (the Pix webhook's).
// Those are dropped before export, and a span named after a URL (Next's `fetch GET https://…`)
// keeps only its method. Colmeia's own spans are built without them (tracing.ts).
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.query", "url.path", "next.rsc_url"];

function scrubbed(span: ReadableSpan, ownScope: string): ReadableSpan {
  if (span.instrumentationScope.name === ownScope) return span;
  const attributes = { ...span.attributes };
  for (const key of URL_ATTRIBUTES) delete attributes[key];
  const name = span.name.replace(/^(fetch \S+) .*/, "$1").replace(/\?.*$/, "");
  // the span itself stays as the SDK made it; the exporter sees a copy with the safe name and attributes
  return Object.create(span, { name: { value: name }, attributes: { value: attributes } }) as ReadableSpan;
}

function scrubbing(inner: SpanExporter, ownScope: string): SpanExporter {
  return {
    export: (spans, done) =>
      inner.export(
        spans.map((span) => scrubbed(span, ownScope)),
        done,
      ),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Starts the SDK and registers it as the process's tracer provider (context kept across awaits).
 * `ownScope`: the instrumentation scope of Colmeia's spans, exported as they are; `onChange` hears
 * when tracing starts and stops (tracing.ts passes both: this module imports nothing of it).
 */
export function startTracing({
  endpoint,
  serviceName,
  ownScope,
  onChange,
}: {
  endpoint: string;
  serviceName: string;
  ownScope: string;
  onChange: (on: boolean) => void;
}): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new BatchSpanProcessor(scrubbing(exporter, ownScope))],
  });
  provider.register();
  onChange(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      onChange(false);
      await provider.shutdown();
      // a later start (tests) registers afresh
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
