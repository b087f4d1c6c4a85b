import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { scanFolder, voicesOf } from '../../packages/server/src/adapters/tts/neural/neural-folders';
import { writeTinyPiperVoice } from '../../packages/server/src/adapters/tts/neural/tiny-piper-model';
import type { VoiceEntry } from '../lib/voices/voice-entry';
import { VoiceInstallError, installVoice } from '../lib/voices/voice-install';
import { formatVoiceStatus, voiceStatus } from '../lib/voices/voice-status';

let dir: string;
let server: Server;
let base: string;
let archive: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-voices-add-'));
  // Packed as the publishers pack theirs: one top folder, the model named after the voice.
  const packed = path.join(dir, 'pack', 'vits-piper-en_US-tessa-low');
  writeTinyPiperVoice(packed, { voiceJson: null });
  renameSync(path.join(packed, 'model.onnx'), path.join(packed, 'en_US-tessa-low.onnx'));
  execFileSync('tar', [
    '-czf',
    path.join(dir, 'voice.tar.gz'),
    '-C',
    path.dirname(packed),
    path.basename(packed),
  ]);
  archive = readFileSync(path.join(dir, 'voice.tar.gz'));

  server = createServer((request, response) => {
    if (request.url === '/voice.tar.gz') {
      response.writeHead(200, { 'content-length': archive.length });
      return response.end(archive);
    }
    if (request.url === '/cut.tar.gz') {
      // Announces the whole archive, sends half, then the connection drops.
      response.writeHead(200, { 'content-length': archive.length });
      response.write(archive.subarray(0, archive.length >> 1));
      return setImmediate(() => request.socket.destroy());
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const entry = (overrides: Partial<VoiceEntry> = {}): VoiceEntry => ({
  name: 'tessa',
  kind: 'piper',
  url: `${base}/voice.tar.gz`,
  bytes: archive.length,
  sha256: createHash('sha256').update(archive).digest('hex'),
  licence: 'Test tone, no recording',
  label: { name: 'Tessa', gender: 'female', age: 'young', accent: 'American' },
  ...overrides,
});

const freshModels = () => mkdtempSync(path.join(dir, 'models-'));
/** Nothing left where the server looks: no voice folder, no work folder. */
const leftovers = (models: string) => readdirSync(models);

describe('npm run voices:add', () => {
  it('installs a voice whose archive has the pinned hash, as a folder the server reads', async () => {
    const models = freshModels();
    const target = await installVoice(entry(), { modelsDir: models });
    expect(target).toBe(path.join(models, 'tessa'));
    expect(readdirSync(target).sort()).toEqual(['model.onnx', 'tokens.txt', 'voice.json']);
    expect(leftovers(models)).toEqual(['tessa']);
    const scan = scanFolder(models, 'tessa', () => path.join(dir, 'no-data-needed'));
    if (!scan.ok) throw new Error(scan.reason);
    expect(voicesOf(scan)[0]).toMatchObject({
      voiceId: 'neural-tessa',
      name: 'Tessa',
      gender: 'female',
      accent: 'American',
    });
    expect(voicesOf(scan)[0].description).toMatch(/Licence: Test tone, no recording\.$/);
    await expect(installVoice(entry(), { modelsDir: models })).rejects.toThrow(/already installed/);
  });

  it('refuses an archive whose hash is not the pinned one and installs nothing', async () => {
    const models = freshModels();
    const wrong = 'ab'.repeat(32);
    const attempt = installVoice(entry({ sha256: wrong }), { modelsDir: models });
    await expect(attempt).rejects.toThrow(VoiceInstallError);
    await expect(attempt).rejects.toThrow(/SHA-256 mismatch/);
    expect(leftovers(models)).toEqual([]);
  });

  it('refuses an interrupted download and installs nothing', async () => {
    const models = freshModels();
    const attempt = installVoice(entry({ url: `${base}/cut.tar.gz` }), { modelsDir: models });
    await expect(attempt).rejects.toThrow(/interrupted/);
    expect(leftovers(models)).toEqual([]);
  });

  it('never installs an entry without a pinned hash, and prints the one to check and pin', async () => {
    const models = freshModels();
    const sha256 = createHash('sha256').update(archive).digest('hex');
    const attempt = installVoice(entry({ sha256: null, bytes: null }), { modelsDir: models });
    await expect(attempt).rejects.toThrow(new RegExp(`no pinned hash.*"sha256": "${sha256}"`));
    expect(existsSync(path.join(models, 'tessa'))).toBe(false);
  });
});

describe('npm run voices:list', () => {
  it('shows what is installed and what can be added', async () => {
    const models = freshModels();
    await installVoice(entry(), { modelsDir: models });
    const other = entry({ name: 'kokoro', kind: 'kokoro', sha256: null, bytes: null });
    const status = voiceStatus([entry(), other], models);
    expect(status.installed).toEqual(['tessa']);
    expect(status.available.map((e) => e.name)).toEqual(['kokoro']);
    const text = formatVoiceStatus(status, models);
    expect(text).toContain(`Installed in ${models}: tessa`);
    expect(text).toMatch(/kokoro\s+kokoro\s+size not pinned\s+hash not pinned/);
    expect(formatVoiceStatus(voiceStatus([entry()], undefined), undefined)).toMatch(
      /VOICE_MODELS_DIR is unset/,
    );
  });
});
