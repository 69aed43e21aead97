import { describe, expect, it } from "vitest";

import { jsonLogger, prettyLine } from "./log";

const at = new Date("2026-11-27T21:05:03.123Z");

describe("log lines", () => {
  it("json (pino): one object per line, with its level by name and its time", () => {
    const lines: string[] = [];
    jsonLogger({ write: (l: string) => lines.push(l) }, () => at).info({
      msg: "request",
      method: "POST",
      status: 200,
      ms: 12.3,
    });
    expect(lines).toHaveLength(1);
    const line = lines[0];
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
      prettyLine(
        { level: "info", msg: "request", requestId: "req_1", path: "/v1/transactions", status: 200, ms: 12.3 },
        at,
      ),
    ).toBe("21:05:03.123 info  request requestId=req_1 path=/v1/transactions status=200 ms=12.3\n");
    expect(prettyLine({ level: "warn", topic: "pix", message: "under-paid", txid: "abc" }, at)).toBe(
      "21:05:03.123 warn  [pix] under-paid txid=abc\n",
    );
  });

  it("pretty keeps a multi-line stack on one line, quoted", () => {
    const line = prettyLine({ level: "error", message: "boom", stack: "Error: boom\n    at x" }, at);
    expect(line.trim().split("\n")).toHaveLength(1);
    expect(line).toContain('stack="Error: boom\\n    at x"');
  });
});
