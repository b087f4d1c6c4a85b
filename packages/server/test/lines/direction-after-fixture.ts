/**
 * The script both direction-after test files read: one speech with a direction before its words
 * and one after them, between two narrator lines.
 */
export const FOUNTAIN = `INT. FUEL DEPOT - NIGHT

BENJAMIN
(strikes a match)
Burn, then.
(throws the match into the oil)

The tank goes up.
`;

/** A line as `GET scenes/document/{id}` gives it, the fields these tests read. */
export type Line = {
  _id: string;
  actor: string;
  dialog: string;
  direction: string | null;
  direction_after: string | null;
  change?: string;
};
