import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { TransferSchema, createTransferSchema, failTransferSchema, listTransfersQuerySchema } from "@/lib/schemas/transfers";
import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Transfers";
const path = "/v1/transfers/{transferId}" as const;
const params = pathId("transferId", "Transfer id");
const sandboxOnly = "Sandbox mode only (the default); in production mode (`COLMEIA_MODE=production`) this path answers 404.";

addOperation(registry, {
  method: "get", path: "/v1/transfers", operationId: "listTransfers", tag,
  summary: "List transfers",
  query: listTransfersQuerySchema,
  ok: { schema: TransferSchema, description: "The page, as a bare array.", example: ex.transfer, list: true },
});

addOperation(registry, {
  method: "post", path: "/v1/transfers", operationId: "createTransfer", tag,
  summary: "Create a transfer",
  description: "Moves `amount` of the recipient's available balance (default: the company's own recipient) to its latest bank account, `bankAccountId`, or a `pixKey`. Starts `processing`, then `transferred` or `failed` (the funds return).",
  body: { schema: createTransferSchema, example: ex.transferRequest },
  ok: { schema: TransferSchema, description: "The transfer, `processing`.", example: ex.transfer },
  // 404: recipientId or bankAccountId unknown; 422: insufficient_balance, invalid_state (transfers disabled, no bank account)
  errors: [404, 422],
});

addOperation(registry, {
  method: "get", path, operationId: "getTransfer", tag, params,
  summary: "Get a transfer",
  ok: { schema: TransferSchema, description: "The transfer.", example: ex.transfer },
});

addOperation(registry, {
  method: "post", path: `${path}/sandbox/settle`, operationId: "sandboxSettleTransfer", tag: "Sandbox", params,
  summary: "Settle a processing transfer",
  description: `The bank confirms: \`transferred\`. ${sandboxOnly}`,
  ok: { schema: TransferSchema, description: "The transfer, `transferred`.", example: ex.transferMessage.data },
  errors: [422],
});

addOperation(registry, {
  method: "post", path: `${path}/sandbox/fail`, operationId: "sandboxFailTransfer", tag: "Sandbox", params,
  summary: "Fail a processing transfer",
  description: `The bank refuses: \`failed\` with \`failureReason\`, and the funds return to the available balance. ${sandboxOnly}`,
  body: { schema: failTransferSchema, required: false, example: { reason: "conta_encerrada" } },
  ok: { schema: TransferSchema, description: "The transfer, `failed`.", example: { ...ex.transfer, status: "failed", failureReason: "conta_encerrada" } },
  errors: [422],
});
