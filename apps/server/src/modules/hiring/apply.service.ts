import { isLeadershipRole, roles, type Role } from '@groundwork/domain/auth';
import {
  APPLY_FORM_EXPIRED_MESSAGE,
  APPLY_LINK_INVALID_MESSAGE,
  APPLY_TOO_FAST_MESSAGE,
  type ApplicationFields,
  type PublicPostingResult,
} from '@groundwork/domain/hiring';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { candidateAttachments, candidateNotes, candidates, jobPostings, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyFacts, mainLogo, type CompanyLogo } from '../../lib/public-company';
import type { Mailer } from '../../plugins/mail';
import { applicationEmail } from './application-email';
import { checkApplicationFile, type CheckedFile, type UploadedFile } from './application-files';
import { checkFormToken, signFormToken } from './apply-form-token';

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const linkInvalid = () => new AppError('NOT_FOUND', APPLY_LINK_INVALID_MESSAGE);

interface ApplyOptions {
  db: Db;
  mail: Mailer;
  publicUrl: string;
  /** Signs the form tokens of the time trap (the server's secret). */
  secret: string;
  log: FastifyBaseLogger;
  /** The clock the time trap reads (tests move it). */
  clock?: () => number;
}

/**
 * The public apply page (/apply/{token}): a visitor with the link reads the posting and applies. Only an open
 * posting answers; a draft, a closed one, a regenerated link and an unknown token are all the same 404, and a posting
 * is found by its token alone, so no link reaches another company's posting.
 */
export function createApplyService({ db, mail, publicUrl, secret, log, clock = Date.now }: ApplyOptions) {
  async function openPosting(executor: Db, token: string) {
    if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
    const [posting] = await executor
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.applyToken, token), eq(jobPostings.status, 'open')))
      .limit(1);
    if (!posting) throw linkInvalid();
    return posting;
  }

  return {
    /** 404 unless the token names an open posting: checked before an application's body is read. */
    async checkLink(token: string): Promise<void> {
      await openPosting(db, token);
    },

    /** GET /public/job_postings/{token}: the posting, the company's name, and a fresh form token. */
    async view(token: string): Promise<PublicPostingResult> {
      const posting = await openPosting(db, token);
      const { company } = await companyFacts(db, posting.companyId);
      return {
        posting: {
          title: posting.title,
          description: posting.description,
          responsibilities: posting.responsibilities,
          employmentType: posting.employmentType,
          payMin: Number(posting.payMin),
          payMax: Number(posting.payMax),
          payUnit: posting.payUnit,
          company: { name: company.name, hasLogo: company.hasLogo },
        },
        formToken: signFormToken(secret, posting.id, clock()),
      };
    },

    async logo(token: string): Promise<CompanyLogo> {
      const posting = await openPosting(db, token);
      const logo = await mainLogo(db, posting.companyId);
      if (!logo) throw new AppError('NOT_FOUND', 'This company has no logo.');
      return logo;
    },

    /**
     * POST /public/job_postings/{token}/applications: a candidate at 'applied' with their files, and an e-mail to the
     * company's admins and office managers, in one transaction. A filled-in honeypot is answered as a success and
     * kept nowhere (a bot learns nothing); a form sent too soon after the page opened is refused so a person can
     * send it again.
     */
    async apply(token: string, fields: ApplicationFields, uploaded: readonly UploadedFile[]): Promise<{ received: true }> {
      const posting = await openPosting(db, token);
      if (fields.website && fields.website.trim() !== '') {
        log.info({ postingId: posting.id }, 'apply page: honeypot filled, application dropped');
        return { received: true };
      }
      const check = checkFormToken(secret, posting.id, fields.formToken, clock());
      if (check === 'invalid') throw AppError.invalidField('formToken', 'Reload the page, then send your application again');
      if (check === 'too_fast') throw new AppError('BUSINESS_RULE', APPLY_TOO_FAST_MESSAGE);
      if (check === 'expired') throw new AppError('BUSINESS_RULE', APPLY_FORM_EXPIRED_MESSAGE);
      // Decoded only now: a bot's files are never worked on.
      const files: CheckedFile[] = [];
      for (const [index, file] of uploaded.entries()) files.push(await checkApplicationFile(file, index));

      await db.transaction(async (tx) => {
        const at = now();
        const [candidate] = await tx
          .insert(candidates)
          .values({
            companyId: posting.companyId,
            postingId: posting.id,
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            experience: fields.experience,
            appliedAt: at,
            stageChangedAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: candidates.id });
        const candidateId = candidate!.id;
        for (const [index, file] of files.entries()) {
          await tx.insert(candidateAttachments).values({
            companyId: posting.companyId,
            candidateId,
            fileName: file.fileName,
            contentType: file.contentType,
            byteSize: file.bytes.length,
            bytes: file.bytes,
            // A millisecond apart, so the office sees the files in the order they were sent.
            createdAt: new Date(at.getTime() + index),
          });
        }
        await tx.insert(candidateNotes).values({ companyId: posting.companyId, candidateId, kind: 'stage', text: 'Applied through the apply page', createdAt: at });

        const managers = (await tx.select({ email: users.email, role: users.role }).from(users).where(eq(users.companyId, posting.companyId))).filter(
          (user) => (roles as readonly string[]).includes(user.role) && isLeadershipRole(user.role as Role),
        );
        const link = `${publicUrl}/business-development/people/job-postings/${posting.id}?candidate=${candidateId}`;
        const message = applicationEmail({
          postingTitle: posting.title,
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          experience: fields.experience,
          files: files.length,
          link,
        });
        for (const manager of managers) await mail.send({ companyId: posting.companyId, to: manager.email, ...message, link }, tx);
      });
      return { received: true };
    },
  };
}
