/**
 * `npm run bench`: prints the figures the issues ask for. Figures only — nothing here passes or
 * fails, because these machines are shared and timings are noisy. `npm run bench -- weight`
 * runs only the named benchmarks.
 */
import { measurePageWeight } from '../bench/foundation/page-weight';
import { measureStartTimes } from '../bench/foundation/start-times';
import { build } from './build';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

await build();

if (wanted('weight')) {
  const { landing, dashboard } = await measurePageWeight();
  console.log('\nGzipped JavaScript transferred (KB)');
  console.log('page         total   shared singletons   scripts');
  for (const [name, w] of [['/', landing], ['/dashboard', dashboard]] as const) {
    console.log(`${name.padEnd(12)} ${String(w.totalKb).padStart(6)}   ${String(w.sharedKb).padStart(8)} (${Math.round((100 * w.sharedKb) / w.totalKb)} %)   ${w.files}`);
  }
}

if (wanted('start')) {
  const { cold, warm } = await measureStartTimes();
  console.log('\nnpm start on a fresh clone (s)');
  console.log(`cold (install + build + migrate + serve): ${cold.toFixed(1)}`);
  console.log(`warm restart (nothing changed):          ${warm.toFixed(1)}`);
}
