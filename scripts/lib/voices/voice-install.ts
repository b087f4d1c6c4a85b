/**
 * Installs one voice from the list into VOICE_MODELS_DIR: downloads the archive beside the
 * models, hashing it as it arrives; refuses it unless its size and SHA-256 are the pinned ones;
 * unpacks it with the system's `tar` (the publishers ship .tar.bz2, which Node cannot read
 * alone); turns it into the folder the server reads (`model.onnx`, `tokens.txt`, `voice.json`)
 * and renames it into place. Whatever fails, nothing half-made is left where the server looks.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

import type { VoiceEntry } from './voice-entry';

export class VoiceInstallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoiceInstallError';
  }
}

export interface InstallOptions {
  modelsDir: string;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

/** The archive, fetched to `file`: its size and SHA-256 as received. */
async function download(url: string, file: string): Promise<{ bytes: number; sha256: string }> {
  const response = await fetch(url, { redirect: 'follow' });
  if (!response.ok || !response.body)
    throw new VoiceInstallError(`download failed: HTTP ${response.status} from ${url}`);
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = Readable.fromWeb(response.body as never).on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  try {
    await pipeline(counted, createWriteStream(file));
  } catch (error) {
    throw new VoiceInstallError(
      `download interrupted after ${bytes} bytes: ${(error as Error).message}`,
    );
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > 0 && bytes !== declared)
    throw new VoiceInstallError(`download interrupted: ${bytes} of ${declared} bytes`);
  return { bytes, sha256: hash.digest('hex') };
}

/** The folder holding the model once unpacked: the archive's single top folder, or its root. */
async function modelFolder(unpacked: string): Promise<string> {
  const entries = await readdir(unpacked, { withFileTypes: true });
  const dirs = entries.filter((e) => e.isDirectory());
  return dirs.length === 1 && entries.length === 1 ? path.join(unpacked, dirs[0].name) : unpacked;
}

/** Publishers name the model after the voice; the server reads `model.onnx`. */
async function normalise(folder: string, entry: VoiceEntry): Promise<void> {
  const names = await readdir(folder);
  if (!names.includes('tokens.txt')) throw new VoiceInstallError('the archive has no tokens.txt');
  const models = names.filter((n) => n.endsWith('.onnx'));
  if (!models.includes('model.onnx')) {
    if (models.length !== 1)
      throw new VoiceInstallError(`the archive has ${models.length} .onnx files, expected one`);
    await rename(path.join(folder, models[0]), path.join(folder, 'model.onnx'));
  }
  // The app ships its own eSpeak-NG data (sherpa-onnx can use only one per process).
  await rm(path.join(folder, 'espeak-ng-data'), { recursive: true, force: true });
  const label = { ...entry.label, licence: entry.licence, source: entry.url };
  await writeFile(path.join(folder, 'voice.json'), JSON.stringify(label, null, 2) + '\n');
}

export async function installVoice(entry: VoiceEntry, options: InstallOptions): Promise<string> {
  const { modelsDir, log = () => undefined } = options;
  const target = path.join(modelsDir, entry.name);
  if (await stat(target).catch(() => undefined))
    throw new VoiceInstallError(`${entry.name} is already installed in ${target}`);
  await mkdir(modelsDir, { recursive: true });
  // Work happens in a hidden folder beside the models: the server skips dot-folders.
  const work = path.join(modelsDir, `.installing-${entry.name}-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, 'unpacked'), { recursive: true });
  try {
    const archive = path.join(work, path.basename(new URL(entry.url).pathname) || 'voice.tar');
    log(`downloading ${entry.name} from ${entry.url}`);
    const got = await download(entry.url, archive);
    log(`received ${got.bytes} bytes, SHA-256 ${got.sha256}`);
    if (!entry.sha256 || !entry.bytes)
      throw new VoiceInstallError(
        `${entry.name} has no pinned hash in the voice list: check this archive against its publisher, then pin "bytes": ${got.bytes}, "sha256": "${got.sha256}"`,
      );
    if (got.sha256 !== entry.sha256.toLowerCase() || got.bytes !== entry.bytes)
      throw new VoiceInstallError(
        `SHA-256 mismatch for ${entry.name}: expected ${entry.sha256} (${entry.bytes} bytes), got ${got.sha256} (${got.bytes} bytes); nothing installed`,
      );
    await promisify(execFile)('tar', ['-xf', archive, '-C', path.join(work, 'unpacked')]);
    const folder = await modelFolder(path.join(work, 'unpacked'));
    await normalise(folder, entry);
    await rename(folder, target);
    log(`installed ${entry.name} in ${target}`);
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
