/**
 * The parse worker: a separate Node process started by `run.ts` with a heap cap. It parses one
 * file, sends one outcome and exits, so a pathological file costs at most this process.
 */
import { toParseError } from '../errors';
import { parseScript } from '../index';
import type { ParseOutcome, ParseRequest } from './protocol';

const send = (outcome: ParseOutcome) =>
  new Promise<void>((resolve) => process.send!(outcome, undefined, undefined, () => resolve()));

async function misbehave(hook: ParseRequest['testHook']) {
  if (hook === 'hang') for (;;) await new Promise((r) => setImmediate(r));
  if (hook === 'allocate') {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 1e5 }, (_, i) => `${i}-${hoard.length}`));
  }
}

// A parent that dies (killed, crashed) closes the IPC channel: its child must not parse on as an
// orphan holding its memory and CPU. Parses yield often (pdf.js is asynchronous), so this runs
// between steps of even a long one.
process.on('disconnect', () => process.exit(1));

process.once('message', async (request: ParseRequest) => {
  try {
    if (request.testHook && process.env.NODE_ENV === 'test') await misbehave(request.testHook);
    const result = await parseScript(request.bytes, request.fileName);
    await send({ ok: true, result });
  } catch (error) {
    const failure = toParseError(error);
    await send({ ok: false, code: failure.code, message: failure.message });
  }
  process.exit(0);
});
