import { Type } from 'class-transformer';
import { IsArray, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class SocialLinkDto {
  @IsString()
  @JSONSchema({ example: 'Instagram' })
  network!: string;

  @IsString()
  @JSONSchema({ example: 'https://www.instagram.com/lieux.ma' })
  url!: string;
}

/** `GET /api/site`: the footer's facts, from the gateway's configuration (SITE_*). */
export class SiteInfoDto {
  @IsString()
  @JSONSchema({ example: 'Casablanca' })
  city!: string;

  @IsString()
  @JSONSchema({ example: 'Maroc' })
  country!: string;

  @IsString()
  @JSONSchema({ example: 'contact@lieux.ma' })
  email!: string;

  @IsString()
  @JSONSchema({ example: 'confidentialite@lieux.ma' })
  privacyEmail!: string;

  @IsString()
  @JSONSchema({ example: '+212 5 22 00 00 00' })
  phone!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => SocialLinkDto)
  social!: SocialLinkDto[];
}
