import { NARRATOR } from '@castmyscript/api/contract';

/** The narrator is shown by role; characters by their (upper-case) name. */
export const actorLabel = (actor: string) => (actor === NARRATOR ? 'Narrator' : actor);
