/**
 * The phoneme data Piper and Kokoro voices need (`espeak-ng-data`), taken from the eSpeak-NG
 * package the offline engine already ships: its Emscripten data file packs the same files, and
 * sherpa-onnx's eSpeak-NG reads them (checked with a real English phonemisation). So a voice
 * folder without its own copy still works, with nothing installed from apt and nothing downloaded.
 * Only English's dictionary is unpacked (with every language's rules and voices, ~3 MB): the
 * casting is for English scripts.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = '@echogarden/espeak-ng-emscripten';
const PREFIX = '/usr/share/espeak-ng-data/';

interface PackedFile {
  filename: string;
  start: number;
  end: number;
}

/** The file list Emscripten's packager writes into the loader (`loadPackage({files:[…]})`). */
function packedFiles(loader: string): PackedFile[] {
  const list = /loadPackage\(\{files:(\[[^\]]*\])/.exec(loader)?.[1];
  if (!list) throw new Error(`${PACKAGE}: no file list in its loader`);
  // The list is a JavaScript literal with bare keys; quoting them makes it JSON.
  return JSON.parse(list.replace(/([{,])(filename|start|end|audio):/g, '$1"$2":')) as PackedFile[];
}

const wanted = (name: string) => !name.endsWith('_dict') || name === 'en_dict';

// Jest runs this file as CommonJS (__dirname); tsx and the bundle run it as ESM.
const here = (): string =>
  typeof __dirname === 'string' ? __dirname : path.dirname(new URL(import.meta.url).pathname);

let unpacked: string | undefined;

/**
 * A folder holding the data, unpacked once per package version. Written beside and renamed into
 * place, so processes starting together never see half of it.
 */
export function shippedEspeakData(root = tmpdir()): string {
  if (unpacked && existsSync(unpacked)) return unpacked;
  const require = createRequire(path.join(here(), 'noop.js'));
  const manifest = require.resolve(`${PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const target = path.join(root, `castmyscript-espeak-ng-data-${version}`);
  if (!existsSync(path.join(target, 'phondata'))) {
    const packageDir = path.dirname(manifest);
    const loader = readFileSync(path.join(packageDir, 'espeak-ng.js'), 'utf8');
    const data = readFileSync(path.join(packageDir, 'espeak-ng.data'));
    const staging = `${target}.${process.pid}.${Date.now()}`;
    for (const file of packedFiles(loader)) {
      const name = file.filename.slice(PREFIX.length);
      if (!file.filename.startsWith(PREFIX) || !wanted(name) || name.includes('..')) continue;
      const out = path.join(staging, name);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, data.subarray(file.start, file.end));
    }
    try {
      renameSync(staging, target);
    } catch (error) {
      // Another process got there first: its copy is the same.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(path.join(target, 'phondata'))) throw error;
    }
  }
  unpacked = target;
  return target;
}
