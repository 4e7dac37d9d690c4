import { openingState, type OpeningSchedule } from '@lieux/contracts';
import { formatMessage } from '../i18n/format-message';
import { hoursFr, type HoursMessageKey } from './hours.fr';
import { hoursAr } from './hours.ar';
import { formatClock, openingStateText } from './opening-state-text';

const french = (key: string, params?: Record<string, string | number>) => formatMessage(hoursFr[key as HoursMessageKey], params);
const arabic = (key: string, params?: Record<string, string | number>) => formatMessage(hoursAr[key as HoursMessageKey], params);

const cafe: OpeningSchedule = {
  openingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({ day, opens: '08:00', closes: '23:30' })),
  alwaysOpen: false,
  specialHours: [],
  permanentlyClosed: false,
};
// Saturday 28 November 2026; Casablanca is UTC+1.
const at = (local: string) => new Date(`2026-11-28T${local}:00+01:00`);

describe('a venue’s state in words', () => {
  it('writes times the French way', () => {
    expect(formatClock('08:00', 'fr')).toBe('8 h');
    expect(formatClock('23:30', 'fr')).toBe('23 h 30');
    expect(formatClock('00:00', 'fr')).toBe('minuit');
    expect(formatClock('08:05', 'en')).toBe('8:05');
  });

  it('says open until when, then closing soon in the last half hour', () => {
    expect(openingStateText(openingState(cafe, at('12:00')), french, 'fr')).toEqual({ tone: 'open', status: 'Ouvert', detail: 'ferme à 23 h 30' });
    expect(openingStateText(openingState(cafe, at('23:10')), french, 'fr')).toEqual({ tone: 'soon', status: 'Ferme bientôt', detail: 'ferme à 23 h 30' });
  });

  it('says when a closed venue opens: today, tomorrow, or on which day', () => {
    expect(openingStateText(openingState(cafe, at('06:00')), french, 'fr')).toEqual({ tone: 'closed', status: 'Fermé', detail: 'ouvre à 8 h' });
    // Saturday night: closed Sunday, so Monday.
    expect(openingStateText(openingState(cafe, at('23:45')), french, 'fr')).toEqual({ tone: 'closed', status: 'Fermé', detail: 'ouvre lundi à 8 h' });
    const everyDay = { ...cafe, openingHours: [...cafe.openingHours, { day: 'sunday' as const, opens: '08:00', closes: '23:30' }] };
    expect(openingStateText(openingState(everyDay, at('23:45')), french, 'fr')).toEqual({ tone: 'closed', status: 'Fermé', detail: 'ouvre demain à 8 h' });
    expect(openingStateText(openingState(everyDay, at('23:45')), arabic, 'ar')).toEqual({ tone: 'closed', status: 'مغلق', detail: 'يفتح غدًا الساعة 8:00' });
  });

  it('names 24/7, unknown hours and a venue closed for good', () => {
    expect(openingStateText(openingState({ ...cafe, openingHours: [], alwaysOpen: true }, at('03:00')), french, 'fr')).toEqual({ tone: 'open', status: 'Ouvert 24 h/24', detail: null });
    expect(openingStateText(openingState({ ...cafe, openingHours: [] }, at('12:00')), french, 'fr')).toEqual({ tone: 'unknown', status: 'Horaires non renseignés', detail: null });
    expect(openingStateText(openingState({ ...cafe, permanentlyClosed: true }, at('12:00')), french, 'fr')).toEqual({ tone: 'closed', status: 'Fermé définitivement', detail: null });
  });
});
