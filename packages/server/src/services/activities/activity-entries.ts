import { ACTIVITY_ACTIONS, BILLING_MESSAGES } from '@castmyscript/api/contract';

import type { ActivityEntry } from './activity-fns';

/**
 * What each recorded event says, in one place so every service words it the same way. Each
 * returns the entry to pass to `ActivityLog.record(userId, entry, tx)`; the document ones carry
 * the document id as their reference.
 */
type Doc = { id: string; title: string };

const quoted = (title: string) => `“${title}”`;
const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;

export const documentUploaded = (doc: Doc): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.documentUploaded,
  description: `${quoted(doc.title)} was uploaded.`,
  status: 'completed',
  reference: doc.id,
});

export const processingStarted = (doc: Doc, charged: number): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.processingStarted,
  description: `${quoted(doc.title)} is being split into lines (${pages(charged)} charged).`,
  status: 'processing',
  reference: doc.id,
});

export const processingCompleted = (doc: Doc, lines: number): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.processingCompleted,
  description: `${quoted(doc.title)} is ready: ${lines} line${lines === 1 ? '' : 's'} to check.`,
  status: 'completed',
  reference: doc.id,
});

/** `refunded`: pages had been charged and were given back. */
export const processingFailed = (doc: Doc, reason: string, refunded = false): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.processingFailed,
  description: `${quoted(doc.title)} could not be processed: ${reason}${
    refunded ? ' Its pages were given back.' : ''
  }`,
  status: 'failed',
  reference: doc.id,
});

export const creditsShort = (doc: Doc, needed: number, available: number): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.processingFailed,
  description: `${quoted(doc.title)} needs ${pages(needed)}; ${pages(available)} left. Buy pages or change plan to process it.`,
  status: 'failed',
  reference: doc.id,
});

export const voicesAssigned = (doc: Doc, characters: number): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.voicesAssigned,
  description: `Voices cast for ${characters} character${characters === 1 ? '' : 's'} of ${quoted(doc.title)}.`,
  status: 'completed',
  reference: doc.id,
});

/** `failedLines` > 0: generation ended with some lines failed (status failed). */
export const audioGenerated = (doc: Doc, lines: number, failedLines = 0): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.audioGenerated,
  description:
    failedLines > 0
      ? `${quoted(doc.title)}: ${lines - failedLines} of ${lines} lines voiced; ${failedLines} failed.`
      : `${quoted(doc.title)}: all ${lines} lines voiced.`,
  status: failedLines > 0 ? 'failed' : 'completed',
  reference: doc.id,
});

export const audioDownloaded = (doc: Doc): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.audioDownloaded,
  description: `The table read of ${quoted(doc.title)} was downloaded.`,
  status: 'completed',
  reference: doc.id,
});

export const creditsPurchased = (pageCount: number, reference?: string): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.creditsPurchased,
  description: `${pages(pageCount)} of pay-as-you-go credit added.`,
  status: 'completed',
  reference: reference ?? null,
});

export const planChanged = (planName: string, reference?: string): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.planChanged,
  description: `Your plan is now ${planName}.`,
  status: 'completed',
  reference: reference ?? null,
});

export const passwordChanged = (): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.passwordChanged,
  description: 'Your password was changed; other sessions were signed out.',
  status: 'completed',
});

/** A second plan was paid while one was live; it was cancelled and refunded (security check 44). */
export const secondPlanRefunded = (
  plan: string,
  current: string,
  sessionId: string | null,
): ActivityEntry => ({
  action: ACTIVITY_ACTIONS.planChanged,
  description: BILLING_MESSAGES.secondPlanRefunded(plan, current),
  status: 'failed',
  reference: sessionId,
});
