/**
 * "Devices and sign-ins": every session of the account, with its browser, system and network,
 * and ninety days of sign-ins, so the user can see who else is signed in and end it at once.
 * The wire contract of GET/DELETE /api/account/sessions…, GET /api/account/sign-ins and the
 * emailed "sign out that device" link.
 */
import { z } from 'zod';

/** How long sign-in history is kept, and how far back "a device seen before" looks. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** A successful sign-in, or why one was refused. */
const SIGN_IN_OUTCOMES = ['success', 'wrong_password', 'locked', 'unconfirmed'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** How a session began (the auth server's session methods). */
const SIGN_IN_METHODS = ['password', 'recovery', 'signup', 'email_change'] as const;

/** The device of a session or a sign-in, as far as its browser said and its network shows. */
const deviceFields = {
  /** "Chrome 131"; null when the browser did not say. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 17.5 (iPhone)"; null when the browser did not say. */
  system: z.string().nullable(),
  /** The network only (IPv4 /24, IPv6 /48), never the full address. */
  network: z.string().nullable(),
};

const deviceSessionSchema = z.object({
  id: z.string(),
  ...deviceFields,
  created_at: z.string(),
  last_active_at: z.string(),
  /** The session this request comes from. */
  is_current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** GET /api/account/sessions: the account's live sessions, this device first. */
export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSessions = z.infer<typeof deviceSessionsSchema>;

const signInSchema = z.object({
  id: z.number(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  /** How a successful sign-in began (a password, or which emailed link); null if refused. */
  method: z.enum(SIGN_IN_METHODS).nullable(),
  ...deviceFields,
  created_at: z.string(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** GET /api/account/sign-ins: the last ninety days, newest first (`has_more`: cut short). */
export const signInsSchema = z.object({ sign_ins: z.array(signInSchema), has_more: z.boolean() });
export type SignIns = z.infer<typeof signInsSchema>;

/** POST /api/account/sessions/sign-out-others: how many sessions ended. */
export const signOutOthersSchema = z.object({ signed_out: z.number().int().nonnegative() });

/** What POST /api/account/sign-out-link answers once that device is signed out. */
export const signOutLinkResponseSchema = z.object({ signed_out: z.literal(true) });

export const DEVICES_MESSAGES = {
  sessionNotFound: 'That device is not signed in to your account.',
  linkInvalid:
    'This link has been used already or is not valid. You can see every device signed in to your account on its Devices and sign-ins page.',
  tokenRequired: 'The link’s token is missing.',
  notListed:
    'With this sign-in service, devices and sign-ins are not listed here. You can still sign out all other devices.',
} as const;

/** POST /api/account/sign-out-link: the token of an emailed "sign out that device" link. */
export const signOutLinkSchema = z.object({
  token: z
    .string({ error: DEVICES_MESSAGES.tokenRequired })
    .min(1, { error: DEVICES_MESSAGES.tokenRequired })
    .max(200, { error: DEVICES_MESSAGES.linkInvalid }),
});
