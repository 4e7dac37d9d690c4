import type { SiteInfoDto } from '@lieux/contracts';
import { useSiteInfoQuery } from '../../api/site-info.query';
import { useT } from '../../i18n/use-t';
import { legalMessages } from './legal.fr';

/** What a legal text may quote: `{email}`, `{privacyEmail}`, `{phone}`, `{company}`, `{legalForm}`, `{office}`, `{tradeRegister}`, `{ice}`, `{host}`, `{cndpReceipt}`. */
export type LegalFacts = Record<'email' | 'privacyEmail' | 'phone' | 'company' | 'legalForm' | 'office' | 'tradeRegister' | 'ice' | 'host' | 'cndpReceipt', string>;

/** The facts as a text quotes them; a legal fact this instance has not been given (outside production) says so. */
export function legalFactsOf(site: SiteInfoDto, notGiven: string): LegalFacts {
  const given = (value: string) => (value === '' ? notGiven : value);
  const { legal } = site;
  return {
    email: site.email,
    privacyEmail: site.privacyEmail,
    // Isolated left to right: in an Arabic sentence, "+212 5 22 00 00 00" would otherwise be laid out group by group from the right.
    phone: `\u2066${site.phone}\u2069`,
    company: given(legal.company),
    legalForm: given(legal.legalForm),
    office: given(legal.registeredOffice),
    tradeRegister: given(legal.tradeRegister),
    ice: given(legal.ice),
    host: given(legal.host),
    cndpReceipt: given(legal.cndpReceipt),
  };
}

/**
 * The legal texts' facts from the gateway's configuration (`GET /api/site`, the footer's too), so the
 * legal pages, the FAQ and the footer say the same; undefined until they arrive.
 */
export function useLegalFacts(): LegalFacts | undefined {
  const site = useSiteInfoQuery().data;
  const t = useT(legalMessages);
  return site ? legalFactsOf(site, t('notGiven')) : undefined;
}
