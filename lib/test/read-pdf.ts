import path from "node:path";

// Reads a PDF back the way a viewer does (pdf.js): its selectable text, and the rectangles it fills.
// Used by the boleto PDF tests (unit and e2e). pdfjs-dist 6 targets Node 22; on Node 20 it needs two
// built-ins it would otherwise find there.

type Resolvers<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
const P = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};
const AB = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (length?: number) => ArrayBuffer };
AB.transferToFixedLength ??= function (this: ArrayBuffer, length?: number) {
  const copy = new ArrayBuffer(length ?? this.byteLength);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
  return copy;
};

/** A filled rectangle in PDF user space (points, origin bottom left). */
export type FilledRect = { x: number; y: number; width: number; height: number };

export async function readPdf(data: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const standardFontDataUrl = path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts/");
  const task = pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl, verbosity: 0 });
  const doc = await task.promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const texts = content.items.flatMap((item) => ("str" in item && item.str.trim() ? [item.str] : []));
  const rects = filledRects(await page.getOperatorList(), pdfjs.OPS);
  const [, , width, height] = page.view;
  const pageCount = doc.numPages;
  await task.destroy();
  return { pageCount, pageSize: { width, height }, texts, rects };
}

type OperatorList = { fnArray: number[]; argsArray: unknown[] };

// pdf.js turns every path into constructPath(op, [path], minMax), where op is the painting operator
// (fill, stroke…) and path a flat list of drawing commands (DrawOPS: moveTo 0, lineTo 1, curveTo 2,
// quadraticCurveTo 3, closePath 4). A rectangle is moveTo + three lineTo + closePath. This collects the
// axis-aligned rectangles of filled paths, with the transform in force (cm, save/restore) applied.
function filledRects(ops: OperatorList, OPS: Record<string, number>): FilledRect[] {
  const out: FilledRect[] = [];
  let ctm: number[] = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const fills = new Set([OPS.fill, OPS.eoFill]);
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.constructPath && fills.has(args[0] as number)) {
      const [pathData] = args[1] as ArrayLike<number>[];
      for (const r of rectanglesOf(Array.from(pathData ?? []))) out.push(applied(ctm, r));
    }
  }
  return out;
}

function rectanglesOf(d: number[]): FilledRect[] {
  const rects: FilledRect[] = [];
  let i = 0;
  while (i < d.length) {
    // moveTo x y, lineTo x y ×3, closePath
    if (d[i] === 0 && d[i + 3] === 1 && d[i + 6] === 1 && d[i + 9] === 1) {
      const xs = [d[i + 1], d[i + 4], d[i + 7], d[i + 10]];
      const ys = [d[i + 2], d[i + 5], d[i + 8], d[i + 11]];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      rects.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
      i += 12;
      if (d[i] === 4) i += 1;
      continue;
    }
    i += d[i] === 2 ? 7 : d[i] === 3 ? 5 : d[i] === 4 ? 1 : 3;
  }
  return rects;
}

function multiply(m: number[], n: number[]): number[] {
  // the new matrix n applies first, then m (PDF's cm concatenates on the left)
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

function applied(m: number[], r: FilledRect): FilledRect {
  const [x1, y1] = [m[0] * r.x + m[2] * r.y + m[4], m[1] * r.x + m[3] * r.y + m[5]];
  const [x2, y2] = [
    m[0] * (r.x + r.width) + m[2] * (r.y + r.height) + m[4],
    m[1] * (r.x + r.width) + m[3] * (r.y + r.height) + m[5],
  ];
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
