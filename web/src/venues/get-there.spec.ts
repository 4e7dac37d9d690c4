import { coordinatesOf, directionsUrl, getThereLinks, internationalDigits, telHref, websiteHref, whatsappHref } from './get-there';

describe('get there', () => {
  const medina = { lat: 33.5951, lng: -7.6187 };

  it('gives directions to the venue’s coordinates in Google Maps, Waze and Apple Maps', () => {
    expect(directionsUrl('google', medina)).toBe('https://www.google.com/maps/dir/?api=1&destination=33.595100%2C-7.618700');
    expect(directionsUrl('waze', medina)).toBe('https://waze.com/ul?ll=33.595100%2C-7.618700&navigate=yes');
    expect(directionsUrl('apple', medina)).toBe('https://maps.apple.com/?daddr=33.595100%2C-7.618700&dirflg=d');
  });

  it('has no position without both coordinates', () => {
    expect(coordinatesOf({ latitude: 33.59, longitude: null })).toBeNull();
    expect(coordinatesOf({ latitude: 33.59, longitude: -7.61 })).toEqual({ lat: 33.59, lng: -7.61 });
  });

  it('reads Moroccan numbers written every way as one international number', () => {
    for (const written of ['+212 6 61 23 45 67', '00212661234567', '06 61 23 45 67', '0661-23-45-67', '(+212) 661.23.45.67']) expect(internationalDigits(written)).toBe('212661234567');
    expect(internationalDigits('+33 1 42 68 53 00')).toBe('33142685300');
    expect(internationalDigits('12 34')).toBeNull();
  });

  it('calls with tel: and writes with wa.me, and offers neither for a number that is not one', () => {
    expect(telHref('+212 5 22 00 00 00')).toBe('tel:+212522000000');
    expect(whatsappHref('06 61 23 45 67')).toBe('https://wa.me/212661234567');
    expect(telHref(null)).toBeNull();
    expect(whatsappHref('123')).toBeNull();
  });

  it('links only to http(s) websites', () => {
    expect(websiteHref(' https://cafehafa.ma ')).toBe('https://cafehafa.ma');
    expect(websiteHref('http://riad.ma/fr')).toBe('http://riad.ma/fr');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('cafehafa.ma')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  describe('the actions a venue offers', () => {
    const hafa = { latitude: 35.7897, longitude: -5.8126, phone: '05 39 33 00 00', whatsapp: '06 61 23 45 67', website: 'https://cafehafa.ma', permanentlyClosed: false };

    it('offers directions, call, WhatsApp and the website of a venue that gives them', () => {
      expect(getThereLinks(hafa)).toEqual({
        directionsTo: { lat: 35.7897, lng: -5.8126 },
        call: 'tel:+212539330000',
        whatsapp: 'https://wa.me/212661234567',
        website: 'https://cafehafa.ma',
      });
    });

    it('offers none of the actions a venue cannot answer: no position, no number, no WhatsApp, no website', () => {
      expect(getThereLinks({ ...hafa, latitude: null, phone: null, whatsapp: null, website: null })).toEqual({ directionsTo: null, call: null, whatsapp: null, website: null });
      expect(getThereLinks({ ...hafa, phone: '12', whatsapp: '' }).call).toBeNull();
    });

    it('keeps only the website of a venue closed for good', () => {
      expect(getThereLinks({ ...hafa, permanentlyClosed: true })).toEqual({ directionsTo: null, call: null, whatsapp: null, website: 'https://cafehafa.ma' });
    });
  });
});
