/**
 * Lines in one script: a long feature has about 2,000, so this is five times that. A bound keeps
 * one save of the whole list a bounded amount of work for the server. Apart from the zod schemas,
 * so the parser, which checks an upload against it, does not load zod when it starts.
 */
export const SCENES_MAX = 10_000;
export const TOO_MANY_LINES = `A script holds at most ${SCENES_MAX.toLocaleString('en-GB')} lines`;
