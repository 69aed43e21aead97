import "server-only";

// The devolução id of a refund: derived from the refund row, so retrying PUT
// /pix/{e2eid}/devolucao/{id} names the same devolução and the payer is never paid back twice.
export function pixRefundId(refundId: number): string {
  return `CMR${refundId.toString(36).padStart(10, "0")}`;
}
