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

describe("prefersPdf over JSON (the API's receipts)", () => {
  it.each([
    ["application/pdf", true],
    ["application/pdf, application/json;q=0.5", true],
    ["application/json, application/pdf", false],
    ["application/json;q=0.9, application/pdf;q=0.9", false],
    ["text/html, application/pdf;q=0.9", true],
    ["application/json", false],
    ["*/*", false],
    [null, false],
  ])("%s → %s", (accept, expected) => {
    expect(prefersPdf(accept, "application/json")).toBe(expected);
  });
});
