import { describe, expect, it } from "vitest";

import { prefersPdf } from "./prefers-pdf";

describe("prefersPdf", () => {
  it.each([
    ["application/pdf", true],
    ["application/pdf, */*", true],
    ["text/html;q=0.5, application/pdf", true],
    ["APPLICATION/PDF;q=0.8, text/html;q=0.2", true],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8", false],
    ["text/html, application/pdf", false],
    ["application/pdf;q=0", false],
    ["*/*", false],
    [null, false],
    ["", false],
  ])("%s → %s", (accept, expected) => {
    expect(prefersPdf(accept)).toBe(expected);
  });
});
