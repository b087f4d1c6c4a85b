/**
 * The private podcast feed's XML: RSS 2.0 with Apple's iTunes namespace, which every
 * podcast app reads. Pure, tested beside it. Script titles and lines are the writer's text, so
 * every value is escaped, and characters XML 1.0 cannot carry at all are dropped.
 */
export type FeedItem = {
  guid: string;
  title: string;
  /** The stable enclosure address (it redirects to a freshly signed URL). */
  url: string;
  /** Exact bytes the enclosure serves. */
  length: number;
  durationMs: number;
  publishedAt: Date;
};

export type Feed = {
  title: string;
  /** The listen page of the link. */
  link: string;
  description: string;
  builtAt: Date;
  items: FeedItem[];
};

// Control characters (but tab, newline, return), lone surrogates and U+FFFE/U+FFFF are not XML.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value, safe inside any element or double- or single-quoted attribute. */
export const escapeXml = (value: string): string =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** `itunes:duration` as H:MM:SS, whole seconds rounded up so a short read is never 0:00:00. */
export function itunesDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function itemXml(item: FeedItem): string {
  return [
    '<item>',
    element('title', item.title),
    `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
    element('pubDate', item.publishedAt.toUTCString()),
    `<enclosure url="${escapeXml(item.url)}" length="${item.length}" type="audio/mpeg"/>`,
    element('itunes:duration', itunesDuration(item.durationMs)),
    element('itunes:episodeType', 'full'),
    '</item>',
  ].join('');
}

export function feedXml(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('lastBuildDate', feed.builtAt.toUTCString()),
    element('itunes:summary', feed.description),
    element('itunes:explicit', 'false'),
    // A private feed: directories that find its address are asked not to list it.
    element('itunes:block', 'Yes'),
    ...feed.items.map(itemXml),
    '</channel>',
    '</rss>\n',
  ].join('');
}
