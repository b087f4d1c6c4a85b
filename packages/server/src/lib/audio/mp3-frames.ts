/**
 * MPEG audio Layer III frame headers: enough to walk a file frame by frame, skip tags and
 * encoder info frames, check two files share one format and count their exact duration.
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface FrameHeader {
  version: number;
  sampleRate: number;
  bitrate: number;
  mono: boolean;
  length: number;
  samples: number;
}

export interface Mp3Info {
  sampleRate: number;
  bitrate: number;
  mono: boolean;
  frames: number;
  samples: number;
  durationMs: number;
  /** Audio frames only: no tags, no Xing/Info frame. */
  audio: Uint8Array[];
}

export function readHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return;
  const version = (bytes[at + 1] >> 3) & 3;
  const layer = (bytes[at + 1] >> 1) & 3;
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return;
  const sampleRate = RATES[version][rateIndex];
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
  const padding = (bytes[at + 2] >> 1) & 1;
  const perFrame = version === 3 ? 1152 : 576;
  const length = Math.floor(((perFrame / 8) * bitrate * 1000) / sampleRate) + padding;
  return {
    version,
    sampleRate,
    bitrate,
    mono: bytes[at + 3] >> 6 === 3,
    length,
    samples: perFrame,
  };
}

function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6] & 0x7f) << 21) |
    ((bytes[7] & 0x7f) << 14) |
    ((bytes[8] & 0x7f) << 7) |
    (bytes[9] & 0x7f);
  const footer = bytes[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** A Xing/Info/VBRI frame describes the file; it holds no audio and must not be joined. */
function isInfoFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const crc = (bytes[at + 1] & 1) === 0 ? 2 : 0;
  const side = header.version === 3 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const tag = (offset: number) =>
    String.fromCharCode(...bytes.subarray(at + offset, at + offset + 4));
  const xing = tag(4 + crc + side);
  return xing === 'Xing' || xing === 'Info' || tag(36) === 'VBRI';
}

export class Mp3FormatError extends Error {}

/** Valid MP3s that cannot be joined frame by frame: they differ in rate, channels or bitrate. */
export class Mp3MismatchError extends Mp3FormatError {}

export function readMp3(bytes: Uint8Array): Mp3Info {
  let at = id3v2Length(bytes);
  let end = bytes.length;
  if (
    end >= 128 &&
    bytes[end - 128] === 0x54 &&
    bytes[end - 127] === 0x41 &&
    bytes[end - 126] === 0x47
  )
    end -= 128; // ID3v1 "TAG"
  const audio: Uint8Array[] = [];
  let first: FrameHeader | undefined;
  let samples = 0;
  while (at + 4 <= end) {
    const header = readHeader(bytes, at);
    if (!header || at + header.length > end) {
      // Not a frame (garbage, a truncated frame): resynchronise on the next valid header.
      at++;
      continue;
    }
    if (!first && isInfoFrame(bytes, at, header)) {
      at += header.length;
      continue;
    }
    first ??= header;
    if (header.sampleRate !== first.sampleRate || header.mono !== first.mono)
      throw new Mp3FormatError('MP3 changes format mid-stream');
    audio.push(bytes.subarray(at, at + header.length));
    samples += header.samples;
    at += header.length;
  }
  if (!first) throw new Mp3FormatError('No MP3 audio frames found');
  return {
    sampleRate: first.sampleRate,
    bitrate: first.bitrate,
    mono: first.mono,
    frames: audio.length,
    samples,
    durationMs: (samples * 1000) / first.sampleRate,
    audio,
  };
}
