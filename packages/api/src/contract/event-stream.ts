/**
 * Reading a `text/event-stream` body chunk by chunk (the documents events call is read with fetch,
 * not EventSource, because it needs the bearer header). Feed each decoded chunk with the `rest`
 * of the previous call; complete events come back, a partial one stays in `rest`.
 */
export type ServerEvent = { event: string; data: string };

export function readServerEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      // Lines starting with ':' are comments (keep-alives).
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
