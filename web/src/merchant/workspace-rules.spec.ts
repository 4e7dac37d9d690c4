import { quotaOf, tipOfTheDay, tipsFor, trendOf, type TipVenue } from './workspace-rules';

describe('quotaOf', () => {
  it('counts the remaining slots and says when the limit is reached', () => {
    expect(quotaOf(0, 1)).toEqual({ used: 0, limit: 1, remaining: 1, full: false, percent: 0 });
    expect(quotaOf(1, 1)).toMatchObject({ remaining: 0, full: true, percent: 100 });
    expect(quotaOf(2, 5)).toMatchObject({ remaining: 3, full: false, percent: 40 });
  });

  it('stays full, never negative, after a downgrade left more venues than the limit', () => {
    expect(quotaOf(4, 1)).toMatchObject({ remaining: 0, full: true, percent: 100 });
  });
});

describe('trendOf', () => {
  it('gives the change against the previous period in whole percents', () => {
    expect(trendOf(15, 10)).toEqual({ kind: 'up', percent: 50 });
    expect(trendOf(5, 10)).toEqual({ kind: 'down', percent: 50 });
    expect(trendOf(10, 10)).toEqual({ kind: 'flat' });
    expect(trendOf(1001, 1000)).toEqual({ kind: 'flat' });
  });

  it('says new when there was nothing before, and none when there is nothing at all', () => {
    expect(trendOf(3, 0)).toEqual({ kind: 'new' });
    expect(trendOf(0, 0)).toEqual({ kind: 'none' });
  });
});

const complete: TipVenue = {
  name: 'Café Clock',
  description: 'Un café culturel',
  phone: '+212 5 35 63 78 55',
  website: 'https://cafeclock.com',
  latitude: 34.06,
  tagCount: 2,
  hasOpeningHours: true,
};

describe('tipsFor', () => {
  it('asks for a first venue when there is none', () => {
    expect(tipsFor([], { instagram: false, facebook: false })).toEqual([{ key: 'createVenue' }]);
  });

  it('names what each venue lacks, after the missing networks', () => {
    const bare = { ...complete, name: 'Dar', description: ' ', latitude: null, tagCount: 0 };
    expect(tipsFor([complete, bare], { instagram: false, facebook: true })).toEqual([
      { key: 'instagram' },
      { key: 'description', venueName: 'Dar' },
      { key: 'position', venueName: 'Dar' },
      { key: 'tags', venueName: 'Dar' },
    ]);
  });

  it('congratulates when nothing is missing', () => {
    expect(tipsFor([complete], { instagram: true, facebook: true })).toEqual([{ key: 'allGood' }]);
  });
});

describe('tipOfTheDay', () => {
  const tips = [{ key: 'instagram' }, { key: 'facebook' }] as const;

  it('keeps one tip all day and changes it the next day', () => {
    const morning = new Date('2026-11-22T01:00:00Z');
    const evening = new Date('2026-11-22T23:00:00Z');
    const tomorrow = new Date('2026-11-23T01:00:00Z');
    expect(tipOfTheDay(tips, morning)).toEqual(tipOfTheDay(tips, evening));
    expect(tipOfTheDay(tips, tomorrow)).not.toEqual(tipOfTheDay(tips, morning));
  });
});
