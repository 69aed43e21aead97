import "server-only";

import { z } from "zod";

import { badRequest, type Issue } from "@/lib/platform/errors";
import { parseWith } from "@/lib/platform/validate";
import {
  type EvidenceFileType,
  evidenceTextSchema,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES,
} from "@/lib/schemas/disputes";

import type { EvidenceFile } from "./submit-evidence";

const FILE_FIELDS = ["files", "files[]", "file"];

// What a file is, read from its first bytes: the name and the type a browser claims are not trusted.
export function sniffEvidenceType(data: Uint8Array): EvidenceFileType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  return null;
}

// A file name safe to keep and to send back in Content-Disposition: its last path segment, without
// control characters (C0, C1) nor the bidirectional controls that make "fatura\u202Efdp.exe" read as
// "fatura" + "exe.pdf" (U+061C, U+200E/F, U+202A–E, U+2066–9), at most 200 characters.
function cleanName(name: string, index: number): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .slice(0, 200);
  return clean || `evidence-${index + 1}`;
}

// The evidence of POST /v1/disputes/{id}/evidence: multipart/form-data with `text` and up to five
// `files` (PDF, PNG or JPEG, 5 MB each), or JSON `{ "text": … }` for text alone. Every problem is
// named in one 400, before anything is stored.
export async function readEvidence({ form, json }: { form?: FormData; json: unknown }) {
  if (!form) {
    const body = parseWith(z.object({ text: evidenceTextSchema }), json ?? {});
    return { text: body.text, files: [] as EvidenceFile[] };
  }
  const issues: Issue[] = [];
  const rawText = form.get("text");
  const text = evidenceTextSchema.safeParse(typeof rawText === "string" ? rawText : "");
  if (!text.success) issues.push({ path: "text", message: text.error.issues[0].message });
  const entries = FILE_FIELDS.flatMap((field) => form.getAll(field));
  const files: EvidenceFile[] = [];
  if (entries.length > MAX_EVIDENCE_FILES)
    issues.push({ path: "files", message: `send at most ${MAX_EVIDENCE_FILES} files (${entries.length} sent)` });
  for (const [index, entry] of entries.slice(0, MAX_EVIDENCE_FILES).entries()) {
    const path = `files.${index}`;
    if (typeof entry === "string") {
      issues.push({ path, message: "must be a file" });
      continue;
    }
    if (entry.size === 0) {
      issues.push({ path, message: "is empty" });
      continue;
    }
    if (entry.size > MAX_EVIDENCE_FILE_BYTES) {
      issues.push({ path, message: `is larger than ${MAX_EVIDENCE_FILE_BYTES / 1_048_576} MB` });
      continue;
    }
    const data = new Uint8Array(await entry.arrayBuffer());
    const contentType = sniffEvidenceType(data);
    if (!contentType) {
      issues.push({ path, message: "must be a PDF, PNG or JPEG file" });
      continue;
    }
    files.push({ name: cleanName(entry.name, index), contentType, data });
  }
  if (issues.length || !text.success) throw badRequest("Invalid evidence", issues);
  return { text: text.data, files };
}
