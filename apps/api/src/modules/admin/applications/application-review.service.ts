import {
  applicationMoveProblem,
  type Application,
  type ApplicationStatusBody,
} from '@sauda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../db/client.js';
import type { SmsSender } from '../../auth/sms/sms-sender.js';
import { sendInvitationSms } from '../../merchant/staff/store-invitations.js';
import { assertOperator, type Operator } from '../operator-access.js';
import { applicationNotFound, invalidTransition } from './application-errors.js';
import { toApplicationJson } from './application-json.js';
import {
  findApplication,
  lockApplication,
  saveApplicationDecision,
} from './applications.repository.js';
import { openDraftStore, type OpenedStore } from './merchant-onboarding.js';

export interface ReviewContext {
  db: AppDb;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

/**
 * PATCH admin/applications/{id}: moves the application as `applicationMoveProblem` allows,
 * holding its row locked, so two operators accepting at once open one store (the second finds
 * it accepted: 400). Accepting a merchant opens its draft store in the same transaction; the
 * owner's invitation SMS goes after the commit.
 */
export async function reviewApplication(
  ctx: ReviewContext,
  actor: Operator,
  queryId: string,
  body: ApplicationStatusBody,
  now: Date,
): Promise<Application> {
  assertOperator(actor);
  const opened = await ctx.db.transaction(async (tx): Promise<OpenedStore | null> => {
    const submission = await lockApplication(tx, queryId);
    if (!submission) throw applicationNotFound();
    const problem = applicationMoveProblem(submission.status, body.status);
    if (problem) throw invalidTransition(problem);
    const store =
      body.status === 'accepted' && submission.form === 'merchant'
        ? await openDraftStore(tx, actor, submission, body.industry_id)
        : null;
    await saveApplicationDecision(tx, submission.id, {
      status: body.status,
      reviewedAt: now,
      reviewedBy: actor.id,
      ...(store ? { companyId: store.id } : {}),
    });
    return store;
  });
  if (opened) await tellOwner(ctx, opened);
  const row = await findApplication(ctx.db, queryId);
  if (!row) throw applicationNotFound();
  return toApplicationJson(row);
}

/** The store is open either way: a failed SMS is logged, not answered as an error. */
async function tellOwner(ctx: ReviewContext, store: OpenedStore): Promise<void> {
  try {
    await sendInvitationSms(ctx.sms, store.ownerMobileNumber, store.name, 'owner');
  } catch (error) {
    ctx.log.warn({ err: error, store: store.queryId }, 'the owner invitation SMS failed');
  }
}
