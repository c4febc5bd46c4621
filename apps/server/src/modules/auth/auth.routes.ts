import {
  changePasswordInputSchema,
  changePasswordResultSchema,
  confirmEmailInputSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordInputSchema,
  legacyForgotPasswordInputSchema,
  legacyResetPasswordInputSchema,
  meSchema,
  RESET_PASSWORD_MESSAGE,
  resetPasswordInputSchema,
  sessionSchema,
  signInInputSchema,
  updateProfileInputSchema,
  updateProfileResultSchema,
  userResultSchema,
} from '@groundwork/domain/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponses, ok, okMessage, responses } from '../../lib/responses';
import { passwordRouteRateLimit } from '../../plugins/rate-limit';
import { createAuthService, type ClientInfo } from './auth.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const secured = [{ bearerAuth: [] }];

/** SPEC.md §7 Auth: sign-in, session, terms, profile, and both forgot/reset password pairs. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.database.db,
    jwtSecret: app.jwtSecret,
    publicUrl: app.config.publicUrl,
    mail: app.mail,
    signInFailures: app.signInFailures,
  });

  app.post(
    '/authentication_tokens/create',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: signInInputSchema,
        response: responses(sessionSchema, [400, 401, 429]),
      },
    },
    async (request) => ok(await auth.signIn(request.body, clientOf(request))),
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user and company', security: secured, response: responses(meSchema, [401]) } },
    async (request) => ok(await auth.me(request.ctx, request.user)),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session', security: secured, response: messageResponses([401]) } },
    async (request) => {
      await auth.logout(request.ctx);
      return okMessage('You have been logged out.');
    },
  );

  app.put(
    '/users/accept_terms',
    {
      schema: {
        tags: ['auth'],
        summary: 'Accept the current Terms of Service and Privacy Notice',
        security: secured,
        response: responses(userResultSchema, [401]),
      },
    },
    async (request) => ok({ user: await auth.acceptTerms(request.ctx) }),
  );

  app.get(
    '/auth/profile',
    { schema: { tags: ['auth'], summary: 'The signed-in user', security: secured, response: responses(userResultSchema, [401]) } },
    async (request) => ok({ user: await auth.getProfile(request.ctx) }),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change first and last name now; a new e-mail (with currentPassword) once the link sent to it is opened',
        security: secured,
        body: updateProfileInputSchema,
        response: responses(updateProfileResultSchema, [400, 401]),
      },
      config: { rateLimit: passwordRouteRateLimit },
    },
    async (request) => {
      const { user, emailChange } = await auth.updateProfile(request.ctx, request.body);
      // Whether another account has the address decides what is sent, after the answer: the answer never tells.
      if (emailChange) app.afterReply.run('e-mail change link', () => auth.sendEmailChange(emailChange));
      return ok({ user, emailConfirmationSentTo: emailChange?.newEmail ?? null });
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: { public: true, rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new sign-in e-mail with the token from the link sent to it',
        body: confirmEmailInputSchema,
        response: messageResponses([400, 429]),
      },
    },
    async (request) => {
      const { email } = await auth.confirmEmailChange(request.body.token);
      return okMessage(`Your e-mail is now ${email}. Sign in with it from now on.`);
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every session ends and a fresh token is returned',
        security: secured,
        body: changePasswordInputSchema,
        response: responses(changePasswordResultSchema, [400, 401, 429]),
      },
    },
    async (request) => ok(await auth.changePassword(request.ctx, request.body, clientOf(request))),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordInputSchema,
        response: messageResponses([400, 429]),
      },
    },
    async (request) => {
      // Answered before the account is even looked up: known and unknown e-mails take the same time.
      const { email } = request.body;
      app.afterReply.run('password reset e-mail', () => auth.requestPasswordReset(email));
      return okMessage(FORGOT_PASSWORD_MESSAGE);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true, rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset e-mail',
        body: resetPasswordInputSchema,
        response: messageResponses([400, 429]),
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return okMessage(RESET_PASSWORD_MESSAGE);
    },
  );

  // The Rails-style pair of SPEC.md §7, same behaviour as the two above.
  app.post(
    '/password/forgot',
    {
      config: { public: true, rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Legacy shape of forgot-password: { user: { email } }',
        body: legacyForgotPasswordInputSchema,
        response: messageResponses([400, 429]),
      },
    },
    async (request) => {
      const { email } = request.body.user;
      app.afterReply.run('password reset e-mail', () => auth.requestPasswordReset(email));
      return okMessage(FORGOT_PASSWORD_MESSAGE);
    },
  );

  app.put(
    '/password/reset',
    {
      config: { public: true, rateLimit: passwordRouteRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Legacy shape of reset-password: { user: { reset_password_token, password, password_confirmation } }',
        body: legacyResetPasswordInputSchema,
        response: messageResponses([400, 429]),
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.user.reset_password_token, request.body.user.password);
      return okMessage(RESET_PASSWORD_MESSAGE);
    },
  );
};

export default authRoutes;
