import { createHash, randomBytes } from 'node:crypto';
import {
  CURRENT_PASSWORD_FOR_EMAIL_MESSAGE,
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  RESET_TOKEN_TTL_MS,
  type ChangePasswordInput,
  type Me,
  type Session,
  type SignInInput,
  type UpdateProfileInput,
  type User,
} from '@groundwork/domain/auth';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, legalDocuments, passwordResetTokens, sessions, users } from '../../db/schema';
import { CURRENT_LEGAL_VERSION } from '../../db/seed/legal-documents';
import { loadCompanyView, loadUserRow, toUserView, type UserRow, type UserViewRow } from '../../lib/accounts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, prepareDummyHash, verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { SESSION_TTL_MS, signSessionToken } from '../../lib/session-tokens';
import type { RequestContext } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import { SIGN_IN_FAILURE_LIMIT, type FailureCounter } from '../../plugins/rate-limit';
import { emailChangedNotice, emailChangeEmail, emailInUseNotice, passwordResetEmail } from './account-emails';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthServiceDeps {
  db: Db;
  jwtSecret: string;
  publicUrl: string;
  mail: Mailer;
  signInFailures: FailureCounter;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A link to confirm a new sign-in e-mail works for a day. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/** What the reply hands to the work done after it: the link's token exists only here and in the e-mail. */
export interface EmailChangeRequest {
  companyId: string;
  firstName: string;
  newEmail: string;
  token: string;
}

export function createAuthService({ db, jwtSecret, publicUrl, mail, signInFailures }: AuthServiceDeps) {
  prepareDummyHash();

  /** A session row for this sign-in, and the signed token that names it. Pass `tx` inside a transaction. */
  async function openSession(executor: Db, user: UserRow, client: ClientInfo): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const [session] = await executor
      .insert(sessions)
      .values({
        companyId: user.companyId,
        userId: user.id,
        expiresAt,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      })
      .returning({ id: sessions.id });
    return signSessionToken(jwtSecret, session!.id, expiresAt);
  }

  /** `user` is what the auth check loaded with the session (request.user): only the company is read here. */
  async function me(ctx: RequestContext, user: UserViewRow): Promise<Me> {
    const company = await loadCompanyView(db, ctx.companyId, ctx.role);
    if (!company) throw new AppError('UNAUTHENTICATED');
    return { user: toUserView(user), company };
  }

  async function currentUser(ctx: RequestContext): Promise<UserRow> {
    const user = await loadUserRow(db, ctx.userId);
    if (!user || user.companyId !== ctx.companyId) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  return {
    /**
     * Wrong e-mail and wrong password take the same time and give the same answer. Failed attempts
     * are counted per address; the 11th within 15 minutes is refused before any password is checked.
     */
    async signIn(input: SignInInput, client: ClientInfo): Promise<Session> {
      // The attempt is counted before the password is checked: 40 at once from one address check 10 passwords.
      if ((await signInFailures.attempt(client.ip)) > SIGN_IN_FAILURE_LIMIT) {
        await signInFailures.forgive(client.ip); // a refused attempt checks nothing, so it is not a failure either
        throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      }
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      await signInFailures.forgive(client.ip);
      const token = await openSession(db, user, client);
      const view = toUserView(user);
      const company = await loadCompanyView(db, user.companyId, view.role);
      if (!company) throw new AppError('INVALID_CREDENTIALS');
      return { token, user: view, company };
    },

    me,

    async logout(ctx: RequestContext): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.companyId, ctx.companyId), eq(sessions.id, ctx.sessionId), isNull(sessions.revokedAt)));
    },

    /** Records acceptance of the terms version published now; accepting the same version again keeps the first record. */
    async acceptTerms(ctx: RequestContext): Promise<User> {
      const user = await currentUser(ctx);
      const [terms] = await db
        .select({ version: legalDocuments.version })
        .from(legalDocuments)
        .where(eq(legalDocuments.type, 'terms'))
        .orderBy(desc(legalDocuments.publishedAt))
        .limit(1);
      const version = terms?.version ?? CURRENT_LEGAL_VERSION;
      if (user.isTermsAccepted && user.termsAcceptedVersion === version) return toUserView(user);
      const [updated] = await db
        .update(users)
        .set({ isTermsAccepted: true, termsAcceptedAt: new Date(), termsAcceptedVersion: version, updatedAt: new Date() })
        .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.userId)))
        .returning();
      return toUserView(updated!);
    },

    async getProfile(ctx: RequestContext): Promise<User> {
      return toUserView(await currentUser(ctx));
    },

    /**
     * Names change at once. A new e-mail needs the current password, and is only taken when its owner opens the link
     * sent there (sendEmailChange, after the reply): the answer is the same whether or not another account has it.
     */
    async updateProfile(ctx: RequestContext, input: UpdateProfileInput): Promise<{ user: User; emailChange: EmailChangeRequest | null }> {
      const user = await currentUser(ctx);
      let emailChange: EmailChangeRequest | null = null;
      if (input.email !== user.email) {
        if (!input.currentPassword) throw AppError.invalidField('currentPassword', CURRENT_PASSWORD_FOR_EMAIL_MESSAGE);
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          throw AppError.invalidField('currentPassword', 'Current password is incorrect');
        }
        const token = randomBytes(32).toString('base64url');
        await db.insert(emailChanges).values({
          companyId: ctx.companyId,
          userId: ctx.userId,
          newEmail: input.email,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
        });
        emailChange = { companyId: ctx.companyId, firstName: input.firstName, newEmail: input.email, token };
      }
      const [updated] = await db
        .update(users)
        .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
        .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.userId)))
        .returning();
      if (!updated) throw new AppError('UNAUTHENTICATED');
      return { user: toUserView(updated), emailChange };
    },

    /** The link to the new address, or — when another account already has it — a note to its owner that nothing changed. */
    async sendEmailChange(change: EmailChangeRequest): Promise<void> {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, change.newEmail)).limit(1);
      const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(change.token)}`;
      const message = taken ? emailInUseNotice({ email: change.newEmail }) : emailChangeEmail({ firstName: change.firstName, email: change.newEmail, link });
      await mail.send({ companyId: change.companyId, to: change.newEmail, ...(taken ? {} : { link }), ...message });
    },

    /** Uses the link up and moves the account to its new address; other pending changes of that account end too. */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      const confirmed = await db
        .transaction(async (tx) => {
          const now = new Date();
          const [used] = await tx
            .update(emailChanges)
            .set({ usedAt: now })
            .where(and(eq(emailChanges.tokenHash, sha256(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
            .returning({ userId: emailChanges.userId, companyId: emailChanges.companyId, newEmail: emailChanges.newEmail });
          if (!used) throw AppError.invalidField('token', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
          const byUser = and(eq(emailChanges.companyId, used.companyId), eq(emailChanges.userId, used.userId));
          await tx.update(emailChanges).set({ usedAt: now }).where(and(byUser, isNull(emailChanges.usedAt)));
          const [before] = await tx
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(and(eq(users.companyId, used.companyId), eq(users.id, used.userId)))
            .limit(1);
          if (!before) throw AppError.invalidField('token', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
          await tx
            .update(users)
            .set({ email: used.newEmail, updatedAt: now })
            .where(and(eq(users.companyId, used.companyId), eq(users.id, used.userId)));
          return { ...used, previousEmail: before.email, firstName: before.firstName };
        })
        .catch((error: unknown) => {
          // The address was taken by another account after the link was sent: the link can no longer be used.
          if (isUniqueViolation(error)) throw AppError.invalidField('token', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
          throw error;
        });
      await mail.send({
        companyId: confirmed.companyId,
        to: confirmed.previousEmail,
        ...emailChangedNotice({ firstName: confirmed.firstName, previousEmail: confirmed.previousEmail, email: confirmed.newEmail }),
      });
      return { email: confirmed.newEmail };
    },

    /** Every session of the user ends (other browsers too); this browser gets a fresh token. */
    async changePassword(ctx: RequestContext, input: ChangePasswordInput, client: ClientInfo): Promise<{ token: string }> {
      const user = await currentUser(ctx);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw AppError.invalidField('currentPassword', 'Current password is incorrect');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const token = await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.userId)));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.companyId, ctx.companyId), eq(sessions.userId, ctx.userId), isNull(sessions.revokedAt)));
        return openSession(tx as unknown as Db, user, client);
      });
      return { token };
    },

    /** Sends a single-use, one-hour link when the account exists; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        companyId: user.companyId,
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mail.send({ companyId: user.companyId, to: user.email, link, ...passwordResetEmail({ firstName: user.firstName, email: user.email, link }) });
    },

    /** Uses the token up, sets the password, and ends every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      // Hash first, so a wrong token costs as long as a right one.
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const now = new Date();
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId, companyId: passwordResetTokens.companyId });
        if (!used) throw new AppError('INVALID_RESET_TOKEN');
        const byUser = and(eq(passwordResetTokens.companyId, used.companyId), eq(passwordResetTokens.userId, used.userId));
        // Older links sent to the same person stop working too.
        await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(byUser, isNull(passwordResetTokens.usedAt)));
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(and(eq(users.companyId, used.companyId), eq(users.id, used.userId)));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.companyId, used.companyId), eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
