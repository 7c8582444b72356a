import { z } from 'zod';

/** POST /api/lists/current/invite: a one-use code, valid until `expiresAt` (ISO 8601). */
export const InviteSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type Invite = z.infer<typeof InviteSchema>;

/** Body of POST /api/lists/join. */
export const JoinBodySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, 'code is required')
    .max(200, 'code must be at most 200 characters'),
});

/** DELETE /api/lists/current/members/{username}. */
export const MemberParamsSchema = z.object({
  username: z.string().min(1, 'username is required').max(100, 'username must be at most 100 characters'),
});

/** How long an invite is valid. */
export const INVITE_TTL_HOURS = 24;
