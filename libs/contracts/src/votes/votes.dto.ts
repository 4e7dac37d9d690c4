import { IsBoolean, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { VOTE_MESSAGES, VOTE_VALUES, type VoteValue } from './votes.messages.js';

/** `POST /api/places/{id}/vote`: 1 votes, 0 takes the vote back; the same value twice changes nothing. */
export class CastVoteDto {
  @IsIn(VOTE_VALUES, { message: VOTE_MESSAGES.invalidValue })
  @JSONSchema({ enum: [0, 1], example: 1 })
  value!: VoteValue;
}

/** The signed-in person's vote for a venue: 0 when never voted or taken back. */
export class VoteDto {
  @IsIn(VOTE_VALUES)
  @JSONSchema({ enum: [0, 1], example: 1 })
  value!: VoteValue;
}

/** Whether the venue is in the signed-in person's favourites. */
export class FavoriteDto {
  @IsBoolean()
  favorite!: boolean;
}

/** One of the person's votes in their data export: 0 is a vote taken back (the row is kept). */
export class ExportedVoteDto {
  @IsUUID()
  venueId!: string;

  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'nom du lieu (null : le lieu n’existe plus)' })
  venueName!: string | null;

  @IsIn(VOTE_VALUES)
  @JSONSchema({ enum: [0, 1] })
  value!: VoteValue;

  @IsString()
  @JSONSchema({ format: 'date-time', description: 'dernier changement du vote' })
  votedAt!: string;
}

/** One of the person's favourites in their data export. */
export class ExportedFavoriteDto {
  @IsUUID()
  venueId!: string;

  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'nom du lieu (null : le lieu n’existe plus)' })
  venueName!: string | null;

  @IsString()
  @JSONSchema({ format: 'date-time' })
  addedAt!: string;
}
