// The error model (docs/api.md, Errors): every failure is JSON { message, code, details } with a fixed status per code.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  password_change_required: 403,
  two_factor_required: 403,
  signup_closed: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  refund_exceeds_available: 422,
  insufficient_balance: 422,
  invalid_state: 422,
  idempotency_key_reused: 422,
  invalid_card: 422,
  invalid_amount: 422,
  invalid_card_hash: 422,
  invalid_recipient: 422,
  invalid_split: 422,
  url_not_allowed: 422,
  rail_not_configured: 422,
  capture_refused: 422,
  invalid_file: 422,
  holder_document_mismatch: 422,
  payout_destination_cooling_down: 422,
  payout_destination_unconfirmed: 422,
  payout_destination_unsupported: 422,
  pix_key_not_found: 422,
  rate_limited: 429,
  internal_error: 500,
  method_not_supported: 501,
  rail_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly resource?: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  toJSON() {
    return {
      message: this.message,
      code: this.code,
      details: this.details,
      ...(this.resource ? { resource: this.resource } : {}),
    };
  }
}

export const notFound = (resource: string) => new ApiError("not_found", `${resource} not found`, {}, resource);

export type Issue = { path: string; message: string };

export function badRequest(message: string, issues: Issue[] = []) {
  return new ApiError("bad_request", message, issues.length ? { issues } : {});
}
