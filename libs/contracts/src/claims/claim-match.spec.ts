import { claimMatches, e164Phone, normalisedHandle, websiteHost } from './claim-match.js';

describe('the claim match rule', () => {
  it('reads a website as its host, lower-case, without www', () => {
    expect(websiteHost('https://www.CafeHafa.ma/menu?x=1')).toBe('cafehafa.ma');
    expect(websiteHost('cafehafa.ma')).toBe('cafehafa.ma');
    expect(websiteHost('http://cafehafa.ma.:8080')).toBe('cafehafa.ma');
    expect(websiteHost('pas un site')).toBeNull();
    expect(websiteHost('')).toBeNull();
  });

  it('reads Moroccan and international phone numbers in E.164', () => {
    expect(e164Phone('0522-12 34 56')).toBe('+212522123456');
    expect(e164Phone('+212 522 123456')).toBe('+212522123456');
    expect(e164Phone('00212522123456')).toBe('+212522123456');
    expect(e164Phone('+33 1 42 68 53 00')).toBe('+33142685300');
    expect(e164Phone('1234')).toBeNull();
  });

  it('reads a handle case-insensitively, without @, also from an Instagram profile URL', () => {
    expect(normalisedHandle('@Cafe.Hafa')).toBe('cafe.hafa');
    expect(normalisedHandle('https://www.instagram.com/Cafe.Hafa/')).toBe('cafe.hafa');
    expect(normalisedHandle('https://cafehafa.ma/x')).toBeNull();
  });

  it('proves a listing by its website, its phone or its handle', () => {
    const listing = { website: 'http://www.cafehafa.ma', phone: '0539 33 44 55', instagramHandle: '@cafe.hafa' };
    expect(claimMatches(listing, { handle: null, website: 'https://cafehafa.ma/', phone: null })).toEqual(['website']);
    expect(claimMatches(listing, { handle: null, website: null, phone: '+212539334455' })).toEqual(['phone']);
    expect(claimMatches(listing, { handle: 'CAFE.HAFA', website: null, phone: null })).toEqual(['handle']);
    expect(claimMatches(listing, { handle: 'cafe.hafa', website: 'cafehafa.ma', phone: '00212539334455' })).toEqual(['website', 'phone', 'handle']);
  });

  it('proves nothing with another business’s details, or with nothing on the listing', () => {
    const listing = { website: 'https://cafehafa.ma', phone: '0539334455' };
    expect(claimMatches(listing, { handle: 'cafe.hafa', website: 'https://cafe-hafa.com', phone: '0539334456' })).toEqual([]);
    expect(claimMatches({ website: null, phone: null }, { handle: 'x', website: null, phone: null })).toEqual([]);
  });

  it('never takes a social network’s host for a website, but reads an Instagram URL as the handle', () => {
    const listing = { website: 'https://instagram.com/cafe.hafa', phone: null };
    expect(claimMatches(listing, { handle: null, website: 'https://www.instagram.com/someone.else', phone: null })).toEqual([]);
    expect(claimMatches(listing, { handle: 'Cafe.Hafa', website: null, phone: null })).toEqual(['handle']);
  });
});
