import { readServerEvents } from '../contract/event-stream';

describe('readServerEvents', () => {
  it('returns complete events and keeps a partial one for the next chunk', () => {
    const first = readServerEvents('event: status\ndata: {"a":1}\n\n: keep-alive\n\nevent: sta');
    expect(first.events).toEqual([{ event: 'status', data: '{"a":1}' }]);
    const second = readServerEvents(`${first.rest}tus\r\ndata: x\r\ndata: y\r\n\r\n`);
    expect(second).toEqual({ events: [{ event: 'status', data: 'x\ny' }], rest: '' });
  });

  it('defaults the event name and skips comment-only blocks', () => {
    expect(readServerEvents(': ping\n\ndata:no-space\n\n').events).toEqual([
      { event: 'message', data: 'no-space' },
    ]);
  });
});
