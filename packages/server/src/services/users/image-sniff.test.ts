import { sniffImage } from './image-sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffImage', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF', bytes('GIF89a....'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('accepts %s', (_n, input, mime) => {
    expect(sniffImage(input)).toMatchObject({ ok: true, mime });
  });

  it.each([
    ['SVG', bytes('\ufeff<?xml version="1.0"?><!-- c --><svg xmlns="x">'), 'an SVG image'],
    ['HTML', bytes('  <!DOCTYPE html><html>'), 'an HTML document'],
    ['PDF', bytes('%PDF-1.7'), 'a PDF document'],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04]), 'a ZIP archive'],
    ['EXE', bytes('MZ\x90\x00'), 'a Windows executable'],
    ['RIFF WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'a file of an unrecognised type'],
    ['empty', bytes(), 'an empty file'],
  ])('refuses %s, naming it', (_n, input, found) => {
    expect(sniffImage(input)).toEqual({ ok: false, found });
  });
});
