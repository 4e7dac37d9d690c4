import { MODERATED_VENUE_FIELDS, type AuditSnapshot, type OpeningPeriodDto, type SpecialHoursDto, type UpdateVenueDto, type VenueStatus } from '@lieux/contracts';

/** The editable state of a venue, as the edit compares it. */
export interface EditableVenue {
  name: string;
  categoryId: string;
  address: string;
  city: string;
  description: string | null;
  nameAr?: string | null;
  nameEn?: string | null;
  descriptionAr?: string | null;
  descriptionEn?: string | null;
  phone: string | null;
  website: string | null;
  whatsapp: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Tag names, in any order. */
  tags: string[];
  openingHours: OpeningPeriodDto[];
  alwaysOpen: boolean;
  specialHours: SpecialHoursDto[];
  permanentlyClosed: boolean;
  status: VenueStatus;
  phoneVerified: boolean;
}

export type EditedField = keyof UpdateVenueDto;

/** What an edit does to a venue: the fields that really change, and its status afterwards. */
export interface VenueEdit {
  changedFields: EditedField[];
  status: VenueStatus;
  /** "Vérifié" means the documents were approved (issue 11, docs/photos.md): an edit keeps it; only a verification decision changes it. */
  phoneVerified: boolean;
  /** An approved venue went back to `pending`. */
  backToModeration: boolean;
}

const SCALAR_FIELDS = ['name', 'nameAr', 'nameEn', 'categoryId', 'address', 'city', 'description', 'descriptionAr', 'descriptionEn', 'phone', 'website', 'whatsapp', 'latitude', 'longitude', 'alwaysOpen', 'permanentlyClosed'] as const;

const sameTags = (a: string[], b: string[]) => {
  const key = (tags: string[]) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()))].sort().join('\n');
  return key(a) === key(b);
};
const periodKey = (period: OpeningPeriodDto) => `${period.day} ${period.opens} ${period.closes}`;
const sameHours = (a: OpeningPeriodDto[], b: OpeningPeriodDto[]) => a.map(periodKey).sort().join('\n') === b.map(periodKey).sort().join('\n');
/** Special hours as one readable line: `2027-02-08…2027-03-09 Ramadan 20:00-02:00`, by start. */
const specialLine = (entries: readonly SpecialHoursDto[]) =>
  [...entries]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((entry) => `${entry.from}…${entry.to} ${entry.label} ${entry.periods.map((period) => `${period.opens}-${period.closes}`).join(', ') || 'fermé'}`.replace(/\s+/g, ' ').trim())
    .join('; ');

/**
 * The moderation rule of an edit (docs/merchant.md): changing what identifies the place
 * (MODERATED_VENUE_FIELDS) sends an approved venue back to `pending`; content (description, contact,
 * tags, opening hours) does not. Any real change of a rejected venue resubmits it (`pending`). A pending
 * venue stays pending. Fields given with their current value are no change.
 */
export function planVenueEdit(current: EditableVenue, changes: UpdateVenueDto): VenueEdit {
  const changedFields: EditedField[] = [];
  for (const field of SCALAR_FIELDS) {
    const next = changes[field];
    if (next !== undefined && (next ?? null) !== (current[field] ?? null)) changedFields.push(field);
  }
  if (changes.tags !== undefined && !sameTags(changes.tags, current.tags)) changedFields.push('tags');
  if (changes.openingHours !== undefined && !sameHours(changes.openingHours, current.openingHours)) changedFields.push('openingHours');
  if (changes.specialHours !== undefined && specialLine(changes.specialHours) !== specialLine(current.specialHours)) changedFields.push('specialHours');

  const identityChanged = changedFields.some((field) => (MODERATED_VENUE_FIELDS as readonly string[]).includes(field));
  let status = current.status;
  if (current.status === 'approved' && identityChanged) status = 'pending';
  if (current.status === 'rejected' && changedFields.length > 0) status = 'pending';
  return {
    changedFields,
    status,
    phoneVerified: current.phoneVerified,
    backToModeration: current.status === 'approved' && status === 'pending',
  };
}

/** An audit snapshot's value of one edited field: tags and opening hours as one readable line. */
function snapshotValue(venue: EditableVenue | UpdateVenueDto, field: EditedField): string | number | null {
  if (field === 'tags') return [...(venue.tags ?? [])].sort().join(', ');
  if (field === 'openingHours') return (venue.openingHours ?? []).map((period) => `${period.day} ${period.opens}-${period.closes}`).join('; ');
  if (field === 'specialHours') return specialLine(venue.specialHours ?? []);
  const value = venue[field];
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return (value as string | number | null | undefined) ?? null;
}

/** What an admin's edit changed, for `audit.recorded` (`venue.edited`): only the changed fields, and the status when it moved. */
export function editedSnapshots(current: EditableVenue, changes: UpdateVenueDto, edit: VenueEdit): { before: AuditSnapshot; after: AuditSnapshot } {
  const before: AuditSnapshot = {};
  const after: AuditSnapshot = {};
  for (const field of edit.changedFields) {
    before[field] = snapshotValue(current, field);
    after[field] = snapshotValue(changes, field);
  }
  if (edit.status !== current.status) {
    before.status = current.status;
    after.status = edit.status;
  }
  return { before, after };
}
