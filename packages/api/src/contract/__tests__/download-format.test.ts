import { downloadAudioBody, downloadAudioQuery, shareLinkData } from '..';

/** The download's `{ format }`, and the share link's feed address. */
test('format is mp3 or wav, or absent (the MP3, as the spec has it)', () => {
  expect(downloadAudioBody.parse({})).toEqual({});
  expect(downloadAudioBody.parse({ format: 'wav' })).toEqual({ format: 'wav' });
  expect(downloadAudioQuery.parse({ format: 'mp3' })).toEqual({ format: 'mp3' });
  const bad = downloadAudioBody.safeParse({ format: 'ogg' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]).toMatchObject({
    path: ['format'],
    message: 'format must be mp3 or wav',
  });
});

test('a share link carries its podcast feed address', () => {
  const link = {
    url: 'https://app.test/listen/t',
    token: 't',
    expires_at: '2026-12-01T00:00:00.000Z',
    allow_download: false,
    created_at: '2026-11-01T00:00:00.000Z',
  };
  expect(shareLinkData.safeParse(link).success).toBe(false);
  const feed_url = 'https://app.test/api/v1/shared/t/feed.xml';
  expect(shareLinkData.parse({ ...link, feed_url }).feed_url).toBe(feed_url);
});
