import { describe, expect, it } from "vitest";

import { reportFormat, XLSX_TYPE } from "./report-format";

describe("a report's format", () => {
  it("?format= wins over Accept", () => {
    expect(reportFormat("csv", "application/json")).toBe("csv");
    expect(reportFormat("xlsx", null)).toBe("xlsx");
  });

  it("Accept picks CSV or XLSX only when it ranks them above JSON; wildcards and browsers get JSON", () => {
    expect(reportFormat(undefined, "text/csv")).toBe("csv");
    expect(reportFormat(undefined, XLSX_TYPE)).toBe("xlsx");
    expect(reportFormat(undefined, `application/json, ${XLSX_TYPE};q=0.5`)).toBe("json");
    expect(reportFormat(undefined, "text/csv;q=0.9, application/json;q=0.5")).toBe("csv");
    expect(reportFormat(undefined, "*/*")).toBe("json");
    expect(reportFormat(undefined, "text/html,application/xhtml+xml,*/*;q=0.8")).toBe("json");
    expect(reportFormat(undefined, null)).toBe("json");
  });
});
