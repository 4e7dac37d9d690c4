import { ACCOUNT_VENUES_GRACE_DAYS } from '@lieux/contracts';
import { privacyAr } from './privacy.ar';
import { privacyEn } from './privacy.en';
import { privacyFr } from './privacy.fr';

/**
 * The privacy policy states what a deleted account leaves and when its venues go (issue 30 §5): the
 * grace period it promises is the venues service's (ACCOUNT_VENUES_GRACE_DAYS), in every language.
 */
describe('the privacy policy on deleting an account', () => {
  it.each([
    ['fr', privacyFr['s.deletion.body'], `${ACCOUNT_VENUES_GRACE_DAYS} jours`],
    ['en', privacyEn['s.deletion.body'], `${ACCOUNT_VENUES_GRACE_DAYS} days`],
    ['ar', privacyAr['s.deletion.body'], `${ACCOUNT_VENUES_GRACE_DAYS} يومًا`],
  ])('states the grace period of the venues in %s', (_locale, body, period) => {
    expect(body).toContain(period);
  });
});
