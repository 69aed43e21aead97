import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  createTransferSchema,
  failTransferSchema,
  listTransfersQuerySchema,
  TransferFeesSchema,
  TransferSchema,
} from "@/lib/schemas/transfers";

import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Transfers";
const path = "/v1/transfers/{transferId}" as const;
const params = pathId("transferId", "Transfer id");
const sandboxOnly =
  "Sandbox mode only (the default); in production mode (`COLMEIA_MODE=production`) this path answers 404.";

addOperation(registry, {
  method: "get",
  path: "/v1/transfers",
  operationId: "listTransfers",
  tag,
  summary: "List transfers",
  query: listTransfersQuerySchema,
  ok: { schema: TransferSchema, description: "The page, as a bare array.", example: ex.transfer, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/transfers",
  operationId: "createTransfer",
  tag,
  summary: "Create a transfer",
  description:
    "Moves `amount` of the recipient's available balance to one destination: `bankAccount` (inline: the recipient's stored account with the same bank, agency, number and digit, or a new account added to that recipient), `bankAccountId` (one of the recipient's accounts), or `pixKey`; with none, the recipient's latest account. More than one destination is a 400, and so is any other field naming a destination (never dropped). A destination the paying bank's payment file cannot carry (e.g. an account number longer than its layout's field) is a 422 `payout_destination_unsupported` and moves nothing. The company's transfer `fee` (0 by default) is debited on top of `amount`. Starts `processing`, then `success` or `failed` (the funds and fee return, `failReason` says why).",
  body: { schema: createTransferSchema, example: ex.transferRequest },
  ok: { schema: TransferSchema, description: "The transfer, `processing`.", example: ex.transfer },
  // 404: recipientId or bankAccountId unknown (or another company's); 422: insufficient_balance, invalid_state
  // (transfers disabled, no bank account), the destination rules (holder_document_mismatch, pix_key_not_found,
  // payout_destination_cooling_down, payout_destination_unconfirmed, payout_destination_unsupported: the paying
  // bank's CNAB 240 layout cannot carry it); 503 rail_unavailable: a Pix key's lookup failed
  errors: [404, 422],
});

addOperation(registry, {
  method: "get",
  path: "/v1/transfers/fees",
  operationId: "getTransferFees",
  tag,
  summary: "Transfer fees",
  description:
    "What a transfer costs this company, in cents, per kind of destination: debited on top of `amount` when the transfer is created, given back if it fails. The dashboard shows it before a transfer is confirmed.",
  ok: { schema: TransferFeesSchema, description: "The fees.", example: { bank_account: 367, pix: 0 } },
});

addOperation(registry, {
  method: "get",
  path,
  operationId: "getTransfer",
  tag,
  params,
  summary: "Get a transfer",
  description:
    "The transfer as JSON; with `Accept: application/pdf` (ranked above `application/json`), its receipt as a PDF instead: the company, the recipient's name and masked document, the destination (bank, agency and the account's last digits, or the Pix key masked), amount, fee, status, dates, the bank's authentication once it has one, and a verification address (`PUBLIC_BASE_URL/verify/{code}`).",
  ok: {
    schema: TransferSchema,
    description: "The transfer (JSON), or its receipt (PDF, `Content-Disposition: inline`).",
    example: ex.transfer,
    pdf: true,
  },
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/settle`,
  operationId: "sandboxSettleTransfer",
  tag: "Sandbox",
  params,
  summary: "Settle a processing transfer",
  description: `The money arrived: \`success\`. ${sandboxOnly}`,
  ok: { schema: TransferSchema, description: "The transfer, `success`.", example: ex.transferMessage.data },
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/fail`,
  operationId: "sandboxFailTransfer",
  tag: "Sandbox",
  params,
  summary: "Fail a processing transfer",
  description: `The bank refuses: \`failed\` with \`failReason\`, and the funds (fee included) return to the available balance. ${sandboxOnly}`,
  body: { schema: failTransferSchema, required: false, example: { reason: "conta_encerrada" } },
  ok: {
    schema: TransferSchema,
    description: "The transfer, `failed`.",
    example: { ...ex.transfer, status: "failed", failReason: "conta_encerrada" },
  },
  errors: [422],
});
