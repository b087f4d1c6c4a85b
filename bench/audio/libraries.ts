/**
 * The reference EBU R128 meter (ebur128-wasm, a dev dependency of the server) the chain's own
 * meter is read against. It ships as a WASM ES module with no `main`, so it is imported by file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { repoRoot } from '../../scripts/lib/proc';

export type Meter = (samples: Float32Array, sampleRate: number) => number;

export async function referenceMeter(): Promise<Meter> {
  const server = createRequire(path.join(repoRoot, 'packages/server/package.json'));
  const dir = path.dirname(server.resolve('ebur128-wasm/package.json'));
  const m = (await import(path.join(dir, 'ebur128_wasm.js'))) as {
    ebur128_integrated_mono: (rate: number, samples: Float32Array) => number;
  };
  return (samples, rate) => m.ebur128_integrated_mono(rate, samples);
}
