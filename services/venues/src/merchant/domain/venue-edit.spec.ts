import type { EditableVenue } from './venue-edit.js';
import { editedSnapshots, planVenueEdit } from './venue-edit.js';

const venue: EditableVenue = {
  name: 'Café Clock',
  categoryId: 'cafe',
  address: '7 Derb el Magana',
  city: 'Fès',
  description: 'Un café',
  phone: '+212 5 35 63 78 55',
  website: null,
  whatsapp: null,
  latitude: 34.06,
  longitude: -4.97,
  tags: ['Brunch', 'Rooftop'],
  openingHours: [{ day: 'monday', opens: '09:00', closes: '23:00' }],
  alwaysOpen: false,
  specialHours: [],
  permanentlyClosed: false,
  status: 'approved',
  phoneVerified: true,
};

describe('what an edit does to a venue', () => {
  it.each(['name', 'categoryId', 'address', 'city'] as const)('sends an approved venue back to moderation when %s changes', (field) => {
    const edit = planVenueEdit(venue, { [field]: 'Autre valeur' });
    expect(edit).toMatchObject({ changedFields: [field], status: 'pending', backToModeration: true });
  });

  it('sends it back when the position moves', () => {
    expect(planVenueEdit(venue, { latitude: 34.1, longitude: -4.97 })).toMatchObject({ changedFields: ['latitude'], status: 'pending' });
  });

  it('keeps it approved when only content changes: description, contact, tags, opening hours', () => {
    const edit = planVenueEdit(venue, {
      description: 'Le meilleur café de Fès',
      website: 'https://cafeclock.com',
      tags: ['Brunch', 'Wifi'],
      openingHours: [{ day: 'tuesday', opens: '10:00', closes: '22:00' }],
    });
    expect(edit).toEqual({ changedFields: ['description', 'website', 'tags', 'openingHours'], status: 'approved', phoneVerified: true, backToModeration: false });
  });

  it('keeps it approved through hours of every kind, WhatsApp and "closed for good", and tells special hours apart by their content', () => {
    const ramadan = { from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] };
    const edit = planVenueEdit(venue, { alwaysOpen: true, whatsapp: '+212 6 61 23 45 67', specialHours: [ramadan], permanentlyClosed: true });
    expect(edit).toEqual({ changedFields: ['whatsapp', 'alwaysOpen', 'permanentlyClosed', 'specialHours'], status: 'approved', phoneVerified: true, backToModeration: false });
    const withRamadan = { ...venue, specialHours: [ramadan] };
    expect(planVenueEdit(withRamadan, { specialHours: [{ ...ramadan }] }).changedFields).toEqual([]);
    expect(planVenueEdit(withRamadan, { specialHours: [{ ...ramadan, periods: [{ opens: '21:00', closes: '02:00' }] }] }).changedFields).toEqual(['specialHours']);
    expect(editedSnapshots(venue, { specialHours: [ramadan] }, planVenueEdit(venue, { specialHours: [ramadan] }))).toEqual({
      before: { specialHours: '' },
      after: { specialHours: '2027-02-08…2027-03-09 Ramadan 20:00-02:00' },
    });
  });

  it('takes fields given with their current value for no change (tags in any order and case, hours in any order)', () => {
    const edit = planVenueEdit(venue, { name: 'Café Clock', tags: ['rooftop', 'brunch'], openingHours: [...venue.openingHours], website: null });
    expect(edit).toMatchObject({ changedFields: [], status: 'approved', backToModeration: false });
  });

  it('keeps "Vérifié" (verified by documents) through an edit of the phone, and keeps a pending venue pending', () => {
    expect(planVenueEdit(venue, { phone: '+212 6 00 00 00 00' })).toMatchObject({ phoneVerified: true, status: 'approved' });
    expect(planVenueEdit({ ...venue, status: 'pending' }, { name: 'Nouveau nom' })).toMatchObject({ status: 'pending', backToModeration: false });
  });

  it('resubmits a rejected venue on any real change, not on an empty one', () => {
    expect(planVenueEdit({ ...venue, status: 'rejected' }, { description: 'Corrigée' }).status).toBe('pending');
    expect(planVenueEdit({ ...venue, status: 'rejected' }, {}).status).toBe('rejected');
  });
});

describe('what an admin’s edit puts in the audit log', () => {
  it('keeps only the changed fields, tags and hours as lines, and the status when it moved', () => {
    const changes = { name: 'Café Clock Fès', description: 'Un café', tags: ['Terrasse', 'Brunch'], openingHours: [{ day: 'monday' as const, opens: '10:00', closes: '22:00' }] };
    expect(editedSnapshots(venue, changes, planVenueEdit(venue, changes))).toEqual({
      before: { name: 'Café Clock', tags: 'Brunch, Rooftop', openingHours: 'monday 09:00-23:00', status: 'approved' },
      after: { name: 'Café Clock Fès', tags: 'Brunch, Terrasse', openingHours: 'monday 10:00-22:00', status: 'pending' },
    });
  });
});
