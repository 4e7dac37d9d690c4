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

/**
 * The publisher's legal facts, which the legal notice must state (Moroccan law: the company, its form,
 * its registered office, its trade register (RC) and common company identifier (ICE) numbers, the
 * host, and the receipt of its declaration to the CNDP). From the gateway's SITE_* settings, required
 * in production; '' where an instance that is not in production has not set them (docs/legal.md).
 */
export class LegalFactsDto {
  @IsString()
  @JSONSchema({ example: 'Lieux SARL' })
  company!: string;

  @IsString()
  @JSONSchema({ example: 'Société à responsabilité limitée au capital de 100 000 MAD' })
  legalForm!: string;

  @IsString()
  @JSONSchema({ example: '12 boulevard d’Anfa, 20000 Casablanca, Maroc' })
  registeredOffice!: string;

  @IsString()
  @JSONSchema({ example: 'RC Casablanca 123456' })
  tradeRegister!: string;

  @IsString()
  @JSONSchema({ example: '001234567000089' })
  ice!: string;

  @IsString()
  @JSONSchema({ example: 'Hébergeur SA, 1 rue de l’Exemple, Casablanca, Maroc' })
  host!: string;

  @IsString()
  @JSONSchema({ example: 'D-W-123/2026' })
  cndpReceipt!: string;
}

/** `GET /api/site`: the footer's and the legal pages' facts, from the gateway's configuration (SITE_*). */
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

  @ValidateNested()
  @Type(() => LegalFactsDto)
  legal!: LegalFactsDto;
}
