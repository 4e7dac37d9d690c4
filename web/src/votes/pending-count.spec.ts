import { afterVote, shownCount } from './pending-count';

describe('the count shown after a vote', () => {
  const now = 1_000;

  it('is the server’s when no vote is pending', () => {
    expect(shownCount(12, undefined, now)).toBe(12);
  });

  it('adds the vote while the server still has the count seen when voting', () => {
    expect(shownCount(12, { base: 12, delta: 1, until: now + 5_000 }, now)).toBe(13);
    expect(shownCount(12, { base: 12, delta: -1, until: now + 5_000 }, now)).toBe(11);
  });

  it('shows the server’s count as soon as it moved, whoever moved it', () => {
    expect(shownCount(13, { base: 12, delta: 1, until: now + 5_000 }, now)).toBe(13);
    expect(shownCount(15, { base: 12, delta: 1, until: now + 5_000 }, now)).toBe(15);
  });

  it('drops a guess that outlived its time, and never shows less than zero', () => {
    expect(shownCount(12, { base: 12, delta: 1, until: now - 1 }, now)).toBe(12);
    expect(shownCount(0, { base: 0, delta: -1, until: now + 5_000 }, now)).toBe(0);
  });
});

describe('a vote and its withdrawal before the server’s count moved', () => {
  it('cancel out instead of stacking', () => {
    const voted = afterVote(undefined, 12, 1, 0);
    expect(voted).toMatchObject({ base: 12, delta: 1 });
    expect(afterVote(voted, 12, -1, 10)).toBeUndefined();
    expect(shownCount(12, afterVote(voted, 12, -1, 10), 10)).toBe(12);
  });

  it('start afresh from a new server count', () => {
    expect(afterVote({ base: 12, delta: 1, until: 99_999 }, 13, -1, 10)).toMatchObject({ base: 13, delta: -1 });
  });
});

describe('one vote, as the reader sees it (issue 28: no 217 then 218)', () => {
  it('moves the count once, at the click, and holds it while the server and the read model catch up', () => {
    const cast = afterVote(undefined, 217, 1, 0);
    // Reads after the click: the read model still has 217, then 218 once the vote reached it.
    const seen = [217, 217, 218, 218].map((serverCount, index) => shownCount(serverCount, cast, index * 100));
    expect(seen).toEqual([218, 218, 218, 218]);
  });

  it('moves back once when the vote is taken back before the server counted it', () => {
    const cast = afterVote(undefined, 217, 1, 0);
    const undone = afterVote(cast, 217, -1, 50);
    expect([217, 217].map((serverCount) => shownCount(serverCount, undone, 100))).toEqual([217, 217]);
  });
});
