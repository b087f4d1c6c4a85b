import { createServerEventReader, type ServerEvent } from '../contract/event-stream';

const reader = () => {
  const events: ServerEvent[] = [];
  return { events, feed: createServerEventReader((event) => events.push(event)) };
};

describe('createServerEventReader', () => {
  it('passes on complete events and keeps a partial one for the next chunk', () => {
    const r = reader();
    r.feed('event: status\ndata: {"a":1}\n\n: keep-alive\n\nevent: sta');
    expect(r.events).toEqual([{ event: 'status', data: '{"a":1}' }]);
    r.feed('tus\r\ndata: x\r\ndata: y\r\n\r\n');
    expect(r.events).toEqual([
      { event: 'status', data: '{"a":1}' },
      { event: 'status', data: 'x\ny' },
    ]);
  });

  it('defaults the event name and skips comment-only blocks', () => {
    const r = reader();
    r.feed(': ping\n\ndata:no-space\n\n');
    expect(r.events).toEqual([{ event: 'message', data: 'no-space' }]);
  });
});
