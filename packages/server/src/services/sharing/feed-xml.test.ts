import Parser from 'rss-parser';

import { escapeXml, feedXml, itunesDuration } from './feed-xml';

/** The feed's XML is the writer's text in a format podcast apps parse strictly. */
const item = {
  guid: 'doc-1',
  title: 'Draft <1> & "two" — it\'s',
  url: 'https://app.test/api/v1/shared/a&b/audio/doc-1.mp3',
  length: 12_345,
  durationMs: 61_001,
  publishedAt: new Date('2026-01-02T03:04:05Z'),
};

it('escapes markup, quotes and ampersands, and drops what XML cannot carry', async () => {
  const xml = feedXml({
    title: 'Tom & Jerry <script>alert(1)</script>\u0007 "Q\'s"',
    link: 'https://app.test/listen/x?a=1&b=2',
    description: 'A ]]> read',
    builtAt: new Date('2026-01-02T03:04:05Z'),
    items: [item],
  });
  expect(xml).not.toContain('<script>');
  expect(xml).not.toContain('\u0007');
  const feed = await new Parser().parseString(xml);
  expect(feed.title).toBe('Tom & Jerry <script>alert(1)</script> "Q\'s"');
  expect(feed.link).toBe('https://app.test/listen/x?a=1&b=2');
  expect(feed.items[0].title).toBe(item.title);
  expect(feed.items[0].enclosure).toEqual({
    url: item.url,
    length: '12345',
    type: 'audio/mpeg',
  });
  expect(feed.items[0].itunes?.duration).toBe('0:01:02');
});

it('escapes all five XML specials and lone surrogates', () => {
  expect(escapeXml(`<a href="x">'&'</a>\uD800`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
  );
  expect(escapeXml('😀')).toBe('😀');
});

it('gives durations as H:MM:SS, rounded up', () => {
  expect(itunesDuration(0)).toBe('0:00:00');
  expect(itunesDuration(1)).toBe('0:00:01');
  expect(itunesDuration(3_600_000 + 59_000)).toBe('1:00:59');
});
