import { z } from 'zod';
import { companyPermissionsSchema } from '../permissions/permission.schemas';
import { currentPasswordSchema, emailSchema, newPasswordSchema, personNameSchema } from '../shared/fields';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  companyId: z.uuid(),
  isTermsAccepted: z.boolean(),
  termsAcceptedAt: z.iso.datetime({ offset: true }).nullable(),
  termsAcceptedVersion: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: companyPermissionsSchema,
});
export type Company = z.infer<typeof companySchema>;

// ── Sign-in ───────────────────────────────────────────────────────────────────────────────
export const signInInputSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const sessionSchema = z.object({ token: z.string(), user: userSchema, company: companySchema });
export type Session = z.infer<typeof sessionSchema>;

/** GET /auth/me */
export const meSchema = z.object({ user: userSchema, company: companySchema });
export type Me = z.infer<typeof meSchema>;

/** PUT /users/accept_terms, GET and PUT /auth/profile */
export const userResultSchema = z.object({ user: userSchema });

// ── Profile and password ──────────────────────────────────────────────────────────────────
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE = 'Enter your current password to change your e-mail';
export const updateProfileInputSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  /** Needed only when `email` is not the current one: a new sign-in address is a change of who owns the account. */
  currentPassword: z.string().max(128, 'Password must be at most 128 characters').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/**
 * PUT /auth/profile: names change at once; a new e-mail waits for its owner to open the link sent there
 * (`emailConfirmationSentTo`), and the answer is the same whether or not another account has that address.
 */
export const updateProfileResultSchema = z.object({ user: userSchema, emailConfirmationSentTo: z.string().nullable() });
export type UpdateProfileResult = z.infer<typeof updateProfileResultSchema>;

/** POST /auth/confirm-email: the token from the link sent to the new address. */
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE = 'This link is invalid or has expired. Change your e-mail again from your profile.';
export const confirmEmailInputSchema = z.object({
  token: z.string({ error: EMAIL_CHANGE_LINK_INVALID_MESSAGE }).min(1, EMAIL_CHANGE_LINK_INVALID_MESSAGE).max(200, EMAIL_CHANGE_LINK_INVALID_MESSAGE),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** A password change revokes every session and hands back a fresh token for this browser. */
export const changePasswordResultSchema = z.object({ token: z.string() });

// ── Forgot / reset: the screens' pair ────────────────────────────────────────────────────
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

const resetTokenSchema = z
  .string({ error: 'Invalid or missing reset token.' })
  .min(1, 'Invalid or missing reset token.')
  .max(200, 'Invalid or missing reset token.');

export const resetPasswordInputSchema = z
  .object({
    token: resetTokenSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: 'Please confirm the password' }).max(128),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

// ── Forgot / reset: the legacy pair of SPEC.md §7 (Rails-style bodies) ─────────────────────
export const legacyForgotPasswordInputSchema = z.object({ user: z.object({ email: emailSchema }) });

export const legacyResetPasswordInputSchema = z.object({
  user: z
    .object({
      reset_password_token: resetTokenSchema,
      password: newPasswordSchema,
      password_confirmation: z.string({ error: 'Please confirm the password' }).max(128),
    })
    .refine((input) => input.password === input.password_confirmation, {
      message: 'Passwords do not match',
      path: ['password_confirmation'],
    }),
});

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. Please log in with your new password.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
