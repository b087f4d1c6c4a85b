/**
 * An ID3v2.3 tag with one chapter (CHAP) per scene heading and a table of contents (CTOC), so
 * podcast-style players can jump from scene to scene in the combined MP3.
 */
export interface Chapter {
  title: string;
  startMs: number;
  endMs: number;
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/** Text as UTF-16 with a byte-order mark (ID3v2.3 encoding 1), so any title survives. */
function textFrame(id: string, text: string): Uint8Array {
  const body = new Uint8Array(1 + 2 + text.length * 2 + 2);
  body[0] = 1;
  body[1] = 0xff;
  body[2] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    body[3 + 2 * i] = code & 0xff;
    body[4 + 2 * i] = code >> 8;
  }
  return frame(id, body);
}

function frame(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(10 + body.length);
  out.set(latin1(id));
  new DataView(out.buffer).setUint32(4, body.length);
  out.set(body, 10);
  return out;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

function chapterFrame(id: string, chapter: Chapter): Uint8Array {
  const times = new Uint8Array(16);
  const view = new DataView(times.buffer);
  view.setUint32(0, Math.round(chapter.startMs));
  view.setUint32(4, Math.round(chapter.endMs));
  // Byte offsets unknown: times are authoritative.
  view.setUint32(8, 0xffffffff);
  view.setUint32(12, 0xffffffff);
  return frame(
    'CHAP',
    concat([latin1(id), Uint8Array.of(0), times, textFrame('TIT2', chapter.title)]),
  );
}

/** A CTOC lists at most 255 children; longer scripts get chapters without the table. */
function tocFrame(ids: string[]): Uint8Array {
  const children = ids.flatMap((id) => [...latin1(id), 0]);
  return frame(
    'CTOC',
    concat([latin1('toc'), Uint8Array.of(0, 0x03, ids.length), Uint8Array.from(children)]),
  );
}

export function id3Tag(chapters: Chapter[], title?: string): Uint8Array {
  const ids = chapters.map((_, i) => `ch${i}`);
  const frames = [
    ...(title ? [textFrame('TIT2', title)] : []),
    ...(chapters.length > 0 && chapters.length <= 255 ? [tocFrame(ids)] : []),
    ...chapters.map((c, i) => chapterFrame(ids[i], c)),
  ];
  const body = concat(frames);
  const header = new Uint8Array(10);
  header.set(latin1('ID3'));
  header[3] = 3; // v2.3
  const size = body.length;
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return concat([header, body]);
}

export { concat as concatBytes };
