import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A certificate authority made for one test file, and certificates it signs (P-256, one day), in a
 * temporary folder: `server` is valid for 127.0.0.1 and localhost, any other name is a client's.
 * `path(name)` is a file there (`ca.crt`, `server.key`, …), `read(name)` its bytes.
 */
export function makeTestCertificates(names: string[], label = "colmeia-tls-") {
  const dir = mkdtempSync(path.join(tmpdir(), label));
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl("req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.crt", "-days", "1", "-subj", "/CN=Colmeia test CA");
  writeFileSync(path.join(dir, "san.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  for (const name of names) {
    openssl("req", ...ec, "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", `/CN=${name}`);
    const ext = name === "server" ? ["-extfile", "san.ext"] : [];
    openssl(
      ...["x509", "-req", "-in", `${name}.csr`, "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial"],
      ...["-out", `${name}.crt`, "-days", "1", ...ext],
    );
  }
  return { dir, path: (f: string) => path.join(dir, f), read: (f: string) => readFileSync(path.join(dir, f)) };
}
