import type { VenueConnectionDto } from '@lieux/contracts';

/**
 * The public profile a linked account opens (issue 12): the address the platform itself gave when
 * the merchant connected (`profileUrl`), never one guessed from the reference. Only an https
 * address is followed; a demonstration link (no `profileUrl`) opens nothing.
 */
export function socialProfileUrl(connection: Pick<VenueConnectionDto, 'profileUrl'>): string | null {
  const url = connection.profileUrl?.trim() ?? '';
  return /^https:\/\/[^\s/]+(\/\S*)?$/i.test(url) ? url : null;
}
