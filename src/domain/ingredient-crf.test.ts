import { describe, expect, it } from 'vitest';
import { viterbi, type CrfModel } from './ingredient-crf.ts';

describe('viterbi', () => {
  // Labels A, B: A → A costs 2, B → A costs 1, B → B gains 1.
  const model: CrfModel = {
    labels: ['A', 'B'],
    transitions: [-2, 0, -1, 1],
    attributes: { a: [0, 1.5], b: [1, 1], both: [0, 0.5, 1, 0.5] },
  };

  it('takes the best path, transitions included, not each token on its own', () => {
    expect(viterbi(model, [['a'], ['b']])).toEqual(['A', 'B']);
    // Alone, the second 'a' would be A (1.5 > 0); A → A costs 2, so B wins there.
    expect(viterbi(model, [['a'], ['a']])).toEqual(['A', 'B']);
    expect(viterbi(model, [['b'], ['both'], ['b']])).toEqual(['B', 'B', 'B']);
  });

  it('ignores unknown attributes and answers nothing for no tokens', () => {
    expect(viterbi(model, [['unknown', 'a']])).toEqual(['A']);
    expect(viterbi(model, [['constructor'], ['__proto__']])).toHaveLength(2);
    expect(viterbi(model, [])).toEqual([]);
  });
});
