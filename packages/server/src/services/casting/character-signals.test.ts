import { introductionOf, introductionVotes, pronounVotes } from './character-signals';
import type { ScriptLine } from './script-text';
import { titleVotes } from './title-votes';

const action = (dialog: string): ScriptLine => ({ actor: 'narrator', dialog, kind: 'action' });
const says = (actor: string, dialog: string): ScriptLine => ({ actor, dialog, kind: 'dialogue' });
const genders = (votes: { actor: string; gender?: string }[], actor: string) =>
  votes.filter((v) => v.actor === actor && v.gender).map((v) => v.gender);

describe('pronouns in the action', () => {
  const cast = ['VERA', 'OTTO'];

  it('a pronoun after the name, in a sentence that names no one else, is theirs', () => {
    const votes = pronounVotes([action('Vera folds her letter. Otto keeps his hat on.')], cast);
    expect(genders(votes, 'VERA')).toEqual(['female']);
    expect(genders(votes, 'OTTO')).toEqual(['male']);
  });

  it('the next sentence starting "She" or "He" belongs to the one just named', () => {
    const votes = pronounVotes([action('Vera waits at the gate. She checks the time.')], cast);
    expect(genders(votes, 'VERA')).toEqual(['female']);
  });

  it('no vote when a sentence names two characters or the name is not its subject', () => {
    const votes = pronounVotes(
      [action('Vera and Otto argue; she wins.'), action('The bus passes Otto and her cousin.')],
      cast,
    );
    expect(votes).toEqual([]);
  });

  it('", his partner" after a name is the relation of the one named before', () => {
    const votes = pronounVotes(
      [action('OTTO LANG waits outside.'), action('VERA, his sister, arrives.')],
      cast,
    );
    expect(genders(votes, 'OTTO')).toEqual(['male']);
    expect(genders(votes, 'VERA')).toEqual([]);
    // Not an appositive: the pronoun after a verb is the subject's own.
    const own = pronounVotes([action('Otto waits.'), action('Vera waves, her hat in hand.')], cast);
    expect(genders(own, 'VERA')).toEqual(['female']);
  });

  it('the action after a speech hints at the speaker, weakly', () => {
    const votes = pronounVotes(
      [says('OTTO', 'Leave it.'), action('As he turns, Vera laughs.'), action('Vera slaps him.')],
      cast,
    );
    const otto = votes.filter((v) => v.actor === 'OTTO');
    expect(otto.map((v) => v.gender)).toEqual(['male']);
    expect(otto[0].weight).toBeLessThan(1);
    const after = pronounVotes([says('OTTO', 'Leave it.'), action('Vera slaps him.')], cast);
    expect(genders(after, 'OTTO')).toEqual(['male']);
  });
});

describe('titles in the dialogue', () => {
  const cast = ['VERA', 'OTTO', 'CLERK'];
  const fullNames = new Map([['OTTO', 'OTTO LANG']]);

  it('"Mr. Lang" is the character whose full name has Lang in it', () => {
    const votes = titleVotes([says('VERA', 'Good evening, Mr. Lang.')], cast, fullNames);
    expect(genders(votes, 'OTTO')).toEqual(['male']);
  });

  it('a bare "sir" or "ma\'am" answers the previous speaker', () => {
    const votes = titleVotes(
      [says('VERA', 'A room, please.'), says('CLERK', "Of course, ma'am."), says('OTTO', 'Sir?')],
      cast,
      fullNames,
    );
    expect(genders(votes, 'VERA')).toEqual(['female']);
    expect(genders(votes, 'CLERK')).toEqual(['male']);
  });

  it('a title the speaker uses of someone else outside the cast gives no vote', () => {
    expect(titleVotes([says('VERA', 'Mrs. Hobbs is late.')], cast, fullNames)).toEqual([]);
  });
});

describe('the introduction', () => {
  it('finds the name in capitals, its full form and the description after it', () => {
    const lines = [
      says('OTTO', 'Hello.'),
      action('Rain. OTTO LANG, a retired sailor in his 70s, shuffles in. Otto sits.'),
    ];
    expect(introductionOf(lines, 'OTTO')).toEqual({
      fullName: 'OTTO LANG',
      description: ', a retired sailor in his 70s, shuffles in.',
      lead: '',
    });
    expect(introductionOf([action("Otto's daughter VERA waves.")], 'VERA')?.lead).toBe('daughter');
    expect(introductionOf([action('Otto sits.')], 'OTTO')).toBeUndefined();
  });

  it('votes the description: gender words, own pronouns, age', () => {
    const votes = introductionVotes('VERA', ', a woman of 60s, her coat soaked.');
    expect(votes.map((v) => v.gender ?? v.age)).toEqual(['female', 'female', 'old']);
    // "his" here is the other one's; "sister" is hers.
    expect(introductionVotes('VERA', ', his partner.')).toEqual([]);
    expect(introductionVotes('VERA', ', his sister.').map((v) => v.gender)).toEqual(['female']);
    // The word before the name counts; a relation later in the description is someone else's.
    const pair = (v: { gender?: string; age?: string; weight: number }) => [
      v.gender ?? v.age,
      v.weight,
    ];
    expect(
      introductionVotes('VERA', ' (8) hides behind her father.', 'daughter').map(pair),
    ).toEqual([
      ['female', 3],
      ['female', 1],
      ['young', 3],
    ]);
    expect(introductionVotes('VERA', ' (8) hides behind her father.').map(pair)).toEqual([
      ['female', 1],
      ['young', 3],
    ]);
  });
});
