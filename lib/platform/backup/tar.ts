// A tar archive (POSIX ustar) of a few named files, written and read in memory: the format of a
// Colmeia backup (backup.ts), readable by any `tar -xf`. Regular files with short names only.

const BLOCK = 512;

const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, "0") + "\0";

function header(name: string, size: number, mtime: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, "utf8");
  h.write(octal(0o600, 8), 100, "ascii");
  h.write(octal(0, 8), 108, "ascii");
  h.write(octal(0, 8), 116, "ascii");
  h.write(octal(size, 12), 124, "ascii");
  h.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  h.write("        ", 148, "ascii"); // the checksum counts its own field as spaces
  h.write("0", 156, "ascii");
  h.write("ustar\0", 257, "ascii");
  h.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + " ", 148, "ascii");
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A tar archive of these files, in this order. */
export function writeTar(files: { name: string; data: Buffer }[], mtime = Date.now()): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) parts.push(header(f.name, f.data.length, mtime), f.data, padding(f.data.length));
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

/** The regular files of a tar archive, by name; throws on anything that is not a well-formed archive. */
export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const h = archive.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) return files;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
    if (sum !== parseInt(h.toString("ascii", 148, 156).trim(), 8)) throw new Error("tar: damaged header");
    const name = h.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const size = parseInt(h.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
    const type = h.toString("ascii", 156, 157);
    const start = at + BLOCK;
    if (start + size > archive.length) throw new Error("tar: truncated");
    if (type === "0" || type === "\0") files.set(name, archive.subarray(start, start + size));
    at = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  throw new Error("tar: truncated (no end of archive)");
}
