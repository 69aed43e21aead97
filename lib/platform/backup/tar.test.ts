import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readTar, writeTar } from "./tar";

describe("backup archives (ustar)", () => {
  const files = [
    { name: "colmeia-backup.json", data: Buffer.from('{"version":1}') },
    { name: "auth-secret", data: Buffer.from("a".repeat(64)) },
    { name: "pglite.tar.gz", data: Buffer.alloc(1300, 7) },
    { name: "empty", data: Buffer.alloc(0) },
  ];

  it("reads back what it wrote, byte for byte", () => {
    const back = readTar(writeTar(files));
    expect([...back.keys()]).toEqual(files.map((f) => f.name));
    for (const f of files) expect(back.get(f.name)!.equals(f.data)).toBe(true);
  });

  it("is an archive the system's tar lists and extracts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "colmeia-tar-"));
    writeFileSync(path.join(dir, "b.tar"), writeTar(files));
    const listed = execFileSync("tar", ["-tf", path.join(dir, "b.tar")], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(listed).toEqual(files.map((f) => f.name));
    execFileSync("tar", ["-xf", "b.tar"], { cwd: dir });
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe("a".repeat(64));
    expect(readFileSync(path.join(dir, "pglite.tar.gz")).equals(files[2].data)).toBe(true);
  });

  it("refuses a damaged or truncated archive instead of restoring part of it", () => {
    const archive = writeTar(files);
    const damaged = Buffer.from(archive);
    damaged[10] ^= 0xff;
    expect(() => readTar(damaged)).toThrow(/damaged/);
    expect(() => readTar(archive.subarray(0, 1024))).toThrow(/truncated/);
  });
});
