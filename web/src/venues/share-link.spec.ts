import { shareLink, venueUrl, type ShareCapabilities } from './share-link';

describe('sharing a venue', () => {
  const link = { title: 'Café Hafa', url: 'https://lieux.ma/venue/cafe-hafa' };

  /** A clipboard that keeps what is written, as the person would paste it. */
  function clipboard() {
    const written: string[] = [];
    return { written, writeText: async (text: string) => void written.push(text) };
  }

  it('opens the phone’s share sheet with the venue’s name and address', async () => {
    const shared: ShareData[] = [];
    const copied = clipboard();
    expect(await shareLink(link, { share: async (data) => void shared.push(data), clipboard: copied })).toBe('shared');
    expect(shared).toEqual([{ title: 'Café Hafa', url: 'https://lieux.ma/venue/cafe-hafa' }]);
    expect(copied.written).toEqual([]);
  });

  it('copies the link when the browser has no share sheet', async () => {
    const copied = clipboard();
    expect(await shareLink(link, { clipboard: copied })).toBe('copied');
    expect(copied.written).toEqual(['https://lieux.ma/venue/cafe-hafa']);
  });

  it('copies the link when the browser cannot share it, or refuses for another reason than the person closing the sheet', async () => {
    const cannot = clipboard();
    expect(await shareLink(link, { share: async () => undefined, canShare: () => false, clipboard: cannot })).toBe('copied');
    expect(cannot.written).toEqual([link.url]);
    const refused = clipboard();
    const notAllowed: ShareCapabilities['share'] = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
    expect(await shareLink(link, { share: notAllowed, clipboard: refused })).toBe('copied');
    expect(refused.written).toEqual([link.url]);
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const copied = clipboard();
    const closed: ShareCapabilities['share'] = async () => {
      throw new DOMException('Share canceled', 'AbortError');
    };
    expect(await shareLink(link, { share: closed, clipboard: copied })).toBe('cancelled');
    expect(copied.written).toEqual([]);
  });

  it('says it failed when neither sharing nor copying works', async () => {
    expect(await shareLink(link, {})).toBe('failed');
    expect(await shareLink(link, { clipboard: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })).toBe('failed');
  });

  it('shares the venue page on the site the person is on', () => {
    expect(venueUrl('https://lieux.ma', '/venue/caf%C3%A9-hafa')).toBe('https://lieux.ma/venue/caf%C3%A9-hafa');
    expect(venueUrl('http://127.0.0.1:3000', '/venue/riad')).toBe('http://127.0.0.1:3000/venue/riad');
  });
});
