import { z } from "zod";

import { pagingQuery } from "./common";
import { passwordSchema } from "./password";

// Dashboard logins of the company. owner: everything, including keys and team; admin: operates
// (refunds, transfers, links, settings); viewer: reads only.
export const userRoles = ["owner", "admin", "viewer"] as const;
export type UserRole = (typeof userRoles)[number];

export const createUserSchema = z.object({
  name: z.string().trim().min(1, "is required").max(100, "must have at most 100 characters"),
  email: z
    .email("must be a valid email")
    .max(255)
    .transform((e) => e.toLowerCase()),
  // none: the new member chooses it through a one-time link, e-mailed and shown once (docs/email.md)
  password: passwordSchema.optional(),
  role: z.enum(userRoles),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

// PUT/PATCH: the role (and the display name); e-mail and password belong to the user.
export const updateUserSchema = createUserSchema.pick({ name: true, role: true }).partial();

export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const listUsersQuerySchema = z.object({ ...pagingQuery });

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});

export type User = z.infer<typeof UserSchema>;

// POST /v1/users answers the user and, when no password was given, the one-time link to choose one
// (shown once; also e-mailed to the member when SMTP_URL is set).
export const CreatedUserSchema = UserSchema.extend({
  passwordSetupUrl: z.string().nullable().meta({ description: "the one-time link, only in this answer" }),
  isInvitationEmailed: z.boolean().meta({ description: "the link was queued to the member's e-mail" }),
});
export type CreatedUser = z.infer<typeof CreatedUserSchema>;
