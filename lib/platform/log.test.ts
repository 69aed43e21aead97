import { describe, expect, it } from "vitest";

import { formatLogLine } from "./log";

const at = new Date("2026-11-27T21:05:03.123Z");

describe("log lines", () => {
  it("json: one object per line, with the time first", () => {
    const line = formatLogLine({ level: "info", msg: "request", method: "POST", status: 200, ms: 12.3 }, "json", at);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(line)).toEqual({
      time: "2026-11-27T21:05:03.123Z",
      level: "info",
      msg: "request",
      method: "POST",
      status: 200,
      ms: 12.3,
    });
  });

  it("pretty: the time, the level, the topic, the message and the fields as key=value", () => {
    expect(
      formatLogLine(
        { level: "info", msg: "request", requestId: "req_1", path: "/v1/transactions", status: 200, ms: 12.3 },
        "pretty",
        at,
      ),
    ).toBe("21:05:03.123 info  request requestId=req_1 path=/v1/transactions status=200 ms=12.3\n");
    expect(formatLogLine({ level: "warn", topic: "pix", message: "under-paid", txid: "abc" }, "pretty", at)).toBe(
      "21:05:03.123 warn  [pix] under-paid txid=abc\n",
    );
  });

  it("pretty keeps a multi-line stack on one line, quoted", () => {
    const line = formatLogLine({ level: "error", message: "boom", stack: "Error: boom\n    at x" }, "pretty", at);
    expect(line.trim().split("\n")).toHaveLength(1);
    expect(line).toContain('stack="Error: boom\\n    at x"');
  });
});
