import type { Db } from '../db/database';
import { createAudioDal } from '../services/audio/audio-dal';
import { createEmailTokensDal } from '../services/auth/email-tokens-dal';
import { createRefreshTokensDal } from '../services/auth/refresh-tokens-dal';
import { createBillingDal } from '../services/billing/billing-dal';
import { createOnePlanDal } from '../services/billing/one-plan-dal';
import { createContactDal } from '../services/contact/contact-dal';
import { createDocumentsDal } from '../services/documents/documents-dal';
import { createFilesDal } from '../services/files/files-dal';
import { createLinesDal } from '../services/lines/lines-dal';
import { createUsersDal } from '../services/users/users-dal';
import { createAssignmentsDal } from '../services/casting/assignments-dal';
import { createNotesDal } from '../services/notes/notes-dal';
import { createShareDal } from '../services/sharing/share-dal';

/** Every table's data access, built once and shared by the services and jobs that use it. */
export function createDals(db: Db) {
  return {
    usersDal: createUsersDal(db),
    emailTokensDal: createEmailTokensDal(db),
    refreshTokensDal: createRefreshTokensDal(db),
    filesDal: createFilesDal(db),
    contactDal: createContactDal(db),
    billingDal: createBillingDal(db),
    onePlanDal: createOnePlanDal(db),
    documentsDal: createDocumentsDal(db),
    linesDal: createLinesDal(db),
    assignmentsDal: createAssignmentsDal(db),
    audioDal: createAudioDal(db),
    shareDal: createShareDal(db),
    notesDal: createNotesDal(db),
  };
}

export type Dals = ReturnType<typeof createDals>;
