import { describe, expect, it } from 'vitest';
import { findState } from './places.ts';
import { BORDER_STATES, neighbouringStates } from './state-neighbors.ts';

describe('neighbouringStates', () => {
  it('is mutual: if A borders B, B borders A', () => {
    for (const a of BORDER_STATES) for (const b of neighbouringStates(a)) expect(neighbouringStates(b), `${a}-${b}`).toContain(a);
  });
  it('knows every state and DC, each by a real code', () => {
    expect(BORDER_STATES.length).toBe(51);
    for (const code of BORDER_STATES) expect(findState(code), code).toBeDefined();
  });
  it('gives the known borders', () => {
    expect(neighbouringStates('tx')).toEqual(['AR', 'LA', 'NM', 'OK']);
    expect(neighbouringStates('HI')).toEqual([]);
    expect(neighbouringStates('ZZ')).toEqual([]);
  });
});
