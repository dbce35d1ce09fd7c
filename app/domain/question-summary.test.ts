import { describe, expect, it } from 'vitest';
import { questionLabels } from './question-summary.ts';

describe('questionLabels', () => {
  it('names the category and the state of a US question', () => {
    expect(questionLabels({ categoryId: 12, state: 'TX', country: 'US' })[1]).toBe('Texas');
  });

  it('names a country other than the United States, and no place when none is known', () => {
    expect(questionLabels({ categoryId: 2, state: null, country: 'CA' })[1]).toBe('Canada');
    expect(questionLabels({ categoryId: 2, state: null, country: 'US' })).toHaveLength(1);
  });
});
