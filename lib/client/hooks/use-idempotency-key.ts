"use client";

import { useRef } from "react";

// crypto.randomUUID needs a secure context; a self-hosted dashboard may be served over plain http
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dash-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * One Idempotency-Key per operation a form submits: the same key on every retry of it (a timeout,
 * a double click), a new one once the server answered. `current()` and `answered()` are for
 * event handlers, never for rendering.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    answered: () => {
      key.current = null;
    },
  };
}
