import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createOutboxMail } from '../../src/adapters/mail/mail-outbox';
import { tempDir } from '../helpers/app';
import { CONTRACT_FROM, describeMailContract } from './mail-contract';

describeMailContract('outbox', async () => {
  const tmp = tempDir();
  const dir = join(tmp.dir, 'outbox');
  return {
    mail: createOutboxMail({ dir, from: CONTRACT_FROM, print: () => undefined }),
    delivered: async () => {
      const names = (() => {
        try {
          return readdirSync(dir)
            .filter((n) => n.endsWith('.eml'))
            .sort();
        } catch {
          return [];
        }
      })();
      return names.map((n) => readFileSync(join(dir, n)));
    },
    close: async () => tmp.cleanup(),
  };
});
