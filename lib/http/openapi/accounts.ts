import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  changePasswordSchema,
  confirmPasswordSchema,
  enableTwoFactorSchema,
  PasswordResetSchema,
  RecoveryCodesSchema,
  TwoFactorSetupSchema,
} from "@/lib/schemas/account";
import {
  ApiKeySchema,
  ApiKeyWithSecretSchema,
  createApiKeySchema,
  listApiKeysQuerySchema,
} from "@/lib/schemas/api-keys";
import {
  CreatedUserSchema,
  createUserSchema,
  listUsersQuerySchema,
  updateUserSchema,
  UserSchema,
} from "@/lib/schemas/users";

import { addOperation, pathId } from "./shared";

// Secret keys and dashboard users: managed by people signed in to the dashboard, never with an API
// key (a leaked key must not mint keys or logins), hence `auth: "session"` and 403 for API keys.
export const registry = new OpenAPIRegistry();

const tag = "Access";
const AT = "2026-03-14T13:45:00.000Z";
const apiKey = {
  id: 2,
  name: "Loja virtual",
  prefix: "sk_test_9fQa",
  createdAt: AT,
  lastUsedAt: null,
  revokedAt: null,
};
const user = { id: 5, name: "João Pereira", email: "joao@lojadamaria.com.br", role: "admin", createdAt: AT };
const onlyOwners = "Owners only.";

// named here (clones with an id) so the schemas files stay free of document concerns
const ApiKey = ApiKeySchema.meta({ id: "ApiKey" });
const ApiKeyWithSecret = ApiKeyWithSecretSchema.meta({ id: "ApiKeyWithSecret" });
const User = UserSchema.meta({ id: "User" });

addOperation(registry, {
  method: "get",
  path: "/v1/api-keys",
  operationId: "listApiKeys",
  tag,
  auth: "session",
  summary: "List secret keys",
  description: `Active and revoked keys, newest first, by prefix only. ${onlyOwners}`,
  query: listApiKeysQuerySchema,
  ok: { schema: ApiKey, description: "The page, as a bare array.", example: apiKey, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/api-keys",
  operationId: "createApiKey",
  tag,
  auth: "session",
  summary: "Create a secret key",
  description: `\`sk_test_…\` in sandbox, \`sk_live_…\` otherwise. The answer is the only time the whole \`key\` is shown: only its SHA-256 is stored. ${onlyOwners}`,
  body: { schema: createApiKeySchema, example: { name: "Loja virtual" } },
  ok: {
    schema: ApiKeyWithSecret,
    description: "The key, whole.",
    example: { ...apiKey, key: "sk_test_9fQaZ3kLm8Rt2WvXy6Bn4Cd7Ef1Gh5Jk" },
  },
});

addOperation(registry, {
  method: "delete",
  path: "/v1/api-keys/{apiKeyId}",
  operationId: "revokeApiKey",
  tag,
  auth: "session",
  params: pathId("apiKeyId", "API key id"),
  summary: "Revoke a secret key",
  description: `The key answers 401 from the next request on. ${onlyOwners}`,
  ok: "noContent",
});

addOperation(registry, {
  method: "get",
  path: "/v1/users",
  operationId: "listUsers",
  tag,
  auth: "session",
  summary: "List dashboard users",
  query: listUsersQuerySchema,
  ok: { schema: User, description: "The page, as a bare array.", example: user, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/users",
  operationId: "createUser",
  tag,
  auth: "session",
  summary: "Create a dashboard user",
  description:
    "owner: everything, keys and team included; admin: operates (refunds, transfers, links, settings); viewer: reads only. Admins add admins and viewers; only owners add owners.",
  body: {
    schema: createUserSchema,
    example: { name: "João Pereira", email: "joao@lojadamaria.com.br", password: "troque-esta-senha", role: "admin" },
  },
  ok: {
    schema: CreatedUserSchema.meta({ id: "CreatedUser" }),
    description:
      "The user; without `password`, `passwordSetupUrl` is the one-time link for the member to choose one (24 h), shown only here and e-mailed to the member when SMTP_URL is set.",
    example: { ...user, passwordSetupUrl: null, isInvitationEmailed: false },
  },
  // unprocessable_entity: e-mail already in use
  errors: [422],
});

const userParams = pathId("userId", "User id");
for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: "/v1/users/{userId}",
    operationId: method === "put" ? "updateUser" : "patchUser",
    tag,
    auth: "session",
    params: userParams,
    summary: "Change a user's role or name",
    description: "PUT and PATCH are the same partial update. The company always keeps an owner (422 `invalid_state`).",
    body: { schema: updateUserSchema, example: { role: "viewer" } },
    ok: { schema: User, description: "The user.", example: { ...user, role: "viewer" } },
    errors: [422],
  });

addOperation(registry, {
  method: "delete",
  path: "/v1/users/{userId}",
  operationId: "deleteUser",
  tag,
  auth: "session",
  params: userParams,
  summary: "Delete a dashboard user",
  description: `Not yourself, not the last owner (422 \`invalid_state\`). ${onlyOwners}`,
  ok: "noContent",
  errors: [422],
});

const pendingSteps =
  "A user whose password an owner reset can call only `POST /v1/users/me/password` until they chose a new one (403 `password_change_required` elsewhere); in a company that requires two-step sign-in, a user without it only `/v1/users/me/…` (403 `two_factor_required`).";

addOperation(registry, {
  method: "post",
  path: "/v1/users/me/password",
  operationId: "changeOwnPassword",
  tag,
  auth: "session",
  summary: "Change your password",
  description: `With the current password (422 on \`currentPassword\` when wrong). Every session of the user ends, this one too: sign in again. ${pendingSteps}`,
  body: {
    schema: changePasswordSchema,
    example: { currentPassword: "a-senha-de-hoje", newPassword: "favo-de-mel-na-colmeia" },
  },
  ok: "noContent",
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/users/{userId}/password-reset",
  operationId: "resetUserPassword",
  tag,
  auth: "session",
  params: userParams,
  summary: "Reset a member's password",
  description: `Without e-mail: the answer is a temporary password, shown this once, that the member must change at the next sign-in; the member's sessions end. Not yourself (422: change your own with \`POST /v1/users/me/password\`). ${onlyOwners} The operator resets any user, owners included, with \`npm run user:reset-password\`.`,
  ok: {
    schema: PasswordResetSchema,
    description: "The temporary password.",
    example: { userId: 5, email: user.email, temporaryPassword: "k7mqz-4hw2p-xr9ta-nb3fe" },
  },
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/users/me/two-factor",
  operationId: "startTwoFactor",
  tag,
  auth: "session",
  summary: "Start two-step sign-in",
  description:
    "A new TOTP secret (RFC 6238: 6 digits, 30 s) as text, an `otpauth://` URL and its QR code; pending until `…/enable` gets a first code.",
  ok: {
    schema: TwoFactorSetupSchema,
    description: "What the authenticator app needs.",
    example: {
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUrl: "otpauth://totp/Colmeia:joao%40lojadamaria.com.br?secret=JBSWY3DPEHPK3PXP&issuer=Colmeia",
      qrCodeSvg: "<svg …>",
    },
  },
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/users/me/two-factor/enable",
  operationId: "enableTwoFactor",
  tag,
  auth: "session",
  summary: "Turn two-step sign-in on",
  description:
    "With the first code the app shows. The answer holds ten single-use recovery codes, shown this once. From then on, signing in takes the password and a code (each code is accepted once) or an unused recovery code.",
  body: { schema: enableTwoFactorSchema, example: { code: "492039" } },
  ok: {
    schema: RecoveryCodesSchema,
    description: "The recovery codes.",
    example: { recoveryCodes: ["k7mqz-4hw2p", "xr9ta-nb3fe"] },
  },
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/users/me/two-factor/disable",
  operationId: "disableTwoFactor",
  tag,
  auth: "session",
  summary: "Turn two-step sign-in off",
  description: "With the password. Not while the company requires it (422 `invalid_state`).",
  body: { schema: confirmPasswordSchema, example: { password: "a-senha-de-hoje" } },
  ok: "noContent",
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/users/me/two-factor/recovery-codes",
  operationId: "regenerateRecoveryCodes",
  tag,
  auth: "session",
  summary: "New recovery codes",
  description: "With the password; the previous codes stop working.",
  body: { schema: confirmPasswordSchema, example: { password: "a-senha-de-hoje" } },
  ok: {
    schema: RecoveryCodesSchema,
    description: "The new recovery codes.",
    example: { recoveryCodes: ["k7mqz-4hw2p", "xr9ta-nb3fe"] },
  },
  errors: [422],
});
