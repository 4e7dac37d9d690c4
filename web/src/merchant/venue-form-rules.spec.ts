import { EMPTY_VENUE_FORM, parseCoordinate, ruleOfServerMessage, validateVenueForm, venueFormBody } from './venue-form-rules';

const valid = { ...EMPTY_VENUE_FORM, name: 'Café Clock', categoryId: 'cafe', address: '7 Derb el Magana', city: 'Fès' };

describe('validateVenueForm (spec section 5, create venue)', () => {
  it('accepts the required fields alone', () => {
    expect(validateVenueForm(valid)).toEqual({});
  });

  it('names each broken rule of the spec', () => {
    expect(validateVenueForm(EMPTY_VENUE_FORM)).toEqual({
      name: 'venueNameMin',
      categoryId: 'categoryRequired',
      address: 'addressMin',
      city: 'cityMin',
    });
    expect(validateVenueForm({ ...valid, name: ' A ', address: 'rue ', city: 'F' })).toEqual({
      name: 'venueNameMin',
      address: 'addressMin',
      city: 'cityMin',
    });
  });

  it('takes an empty website or a valid URL, refuses anything else', () => {
    expect(validateVenueForm({ ...valid, website: '' })).toEqual({});
    expect(validateVenueForm({ ...valid, website: 'https://cafeclock.com' })).toEqual({});
    expect(validateVenueForm({ ...valid, website: 'cafeclock' })).toEqual({ website: 'invalidUrl' });
    expect(validateVenueForm({ ...valid, website: 'ftp://cafeclock.com' })).toEqual({ website: 'invalidUrl' });
  });

  it('refuses coordinates out of bounds or not numbers', () => {
    expect(validateVenueForm({ ...valid, latitude: '91', longitude: 'abc' })).toEqual({
      latitude: 'latitudeInvalid',
      longitude: 'longitudeInvalid',
    });
    expect(validateVenueForm({ ...valid, latitude: '34,06', longitude: '-4.97' })).toEqual({});
  });

  it('wants latitude and longitude together', () => {
    expect(validateVenueForm({ ...valid, latitude: '34.06' })).toEqual({ longitude: 'positionIncomplete' });
    expect(validateVenueForm({ ...valid, longitude: '-4.97' })).toEqual({ latitude: 'positionIncomplete' });
  });

  it("checks the phone like the server: digits, spaces and + - . ( )", () => {
    expect(validateVenueForm({ ...valid, phone: '+212 5 35-63.78 (55)' })).toEqual({});
    expect(validateVenueForm({ ...valid, phone: 'appelez-moi' })).toEqual({ phone: 'phoneInvalid' });
    expect(validateVenueForm({ ...valid, whatsapp: 'wa.me/212661' })).toEqual({ whatsapp: 'phoneInvalid' });
  });
});

describe('parseCoordinate', () => {
  it('reads empty as not given and a comma as a decimal point', () => {
    expect(parseCoordinate(' ', 90)).toBeNull();
    expect(parseCoordinate('34,5', 90)).toBe(34.5);
    expect(parseCoordinate('-180', 180)).toBe(-180);
    expect(parseCoordinate('180.1', 180)).toBe('invalid');
  });
});

describe('the optional names in Arabic and English', () => {
  it('may be empty; given, they follow the name’s rule', () => {
    expect(validateVenueForm({ ...valid, nameAr: '', nameEn: '  ' })).toEqual({});
    expect(validateVenueForm({ ...valid, nameAr: 'م', nameEn: 'X' })).toEqual({ nameAr: 'venueNameMin', nameEn: 'venueNameMin' });
    expect(validateVenueForm({ ...valid, nameAr: 'مقهى كلوك', nameEn: 'Café Clock' })).toEqual({});
  });
});

describe('venueFormBody', () => {
  it('trims, sends empty optional texts as null (cleared) and coordinates as numbers', () => {
    expect(venueFormBody({ ...valid, name: ' Café Clock ', nameAr: ' مقهى كلوك ', descriptionEn: 'Camel burgers', phone: ' ', whatsapp: ' 06 61 23 45 67 ', latitude: '34,06', longitude: '-4.97' })).toEqual({
      name: 'Café Clock',
      categoryId: 'cafe',
      address: '7 Derb el Magana',
      city: 'Fès',
      phone: null,
      whatsapp: '06 61 23 45 67',
      website: null,
      description: null,
      nameAr: 'مقهى كلوك',
      nameEn: null,
      descriptionAr: null,
      descriptionEn: 'Camel burgers',
      latitude: 34.06,
      longitude: -4.97,
    });
  });
});

describe('ruleOfServerMessage', () => {
  it('knows the spec messages the server sends and nothing else', () => {
    expect(ruleOfServerMessage("L'adresse doit contenir au moins 5 caractères")).toBe('addressMin');
    expect(ruleOfServerMessage('URL invalide')).toBe('invalidUrl');
    expect(ruleOfServerMessage('Indiquez la latitude et la longitude ensemble')).toBe('positionIncomplete');
    expect(ruleOfServerMessage('Autre chose')).toBeNull();
  });
});
