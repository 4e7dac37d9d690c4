import Stripe from 'stripe';
import { StripeBilling, WEBHOOK_TOLERANCE_S } from './stripe-billing.js';

const SECRET = 'whsec_testsecret123';
const USER = '7b0f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const billing = new StripeBilling({ secretKey: '', webhookSecret: SECRET, priceId: '', publicUrl: 'http://localhost:3000' });

function signed(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, livemode: false, pending_webhooks: 1, request: null, ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  return { body: Buffer.from(payload), header };
}

const checkout = (overrides: Record<string, unknown> = {}) => ({
  id: 'evt_checkout_1',
  type: 'checkout.session.completed',
  data: { object: { object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: USER, metadata: { userId: USER }, ...overrides } },
});

describe('Stripe webhooks', () => {
  it('reads a signed, paid Checkout of a subscription as "make this user Pro"', () => {
    const { body, header } = signed(checkout());
    expect(billing.verify(body, header)).toEqual({ kind: 'apply', event: { eventId: 'evt_checkout_1', type: 'checkout.session.completed', userId: USER } });
  });

  it('reads a deleted subscription as "back to Free" for the user in its metadata', () => {
    const { body, header } = signed({ id: 'evt_sub_1', type: 'customer.subscription.deleted', data: { object: { object: 'subscription', metadata: { userId: USER } } } });
    expect(billing.verify(body, header)).toEqual({ kind: 'apply', event: { eventId: 'evt_sub_1', type: 'customer.subscription.deleted', userId: USER } });
  });

  it('refuses a wrong secret, a changed body, a missing header and a signature older than the tolerance (a replay)', () => {
    const good = signed(checkout());
    expect(billing.verify(signed(checkout(), { secret: 'whsec_other' }).body, signed(checkout(), { secret: 'whsec_other' }).header)).toEqual({ kind: 'invalid' });
    expect(billing.verify(Buffer.from(good.body.toString().replace('paid', 'unpaid')), good.header)).toEqual({ kind: 'invalid' });
    expect(billing.verify(good.body, undefined)).toEqual({ kind: 'invalid' });
    expect(billing.verify(undefined, good.header)).toEqual({ kind: 'invalid' });
    const old = signed(checkout(), { timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_S - 60 });
    expect(billing.verify(old.body, old.header)).toEqual({ kind: 'invalid' });
  });

  it('ignores what it does not act on: an unpaid or one-off Checkout, other event types, no user', () => {
    for (const event of [checkout({ payment_status: 'unpaid' }), checkout({ mode: 'payment' }), checkout({ client_reference_id: null, metadata: {} }), { id: 'evt_2', type: 'invoice.paid', data: { object: { object: 'invoice' } } }]) {
      const { body, header } = signed(event);
      expect(billing.verify(body, header)).toEqual({ kind: 'ignored' });
    }
  });

  it('accepts nothing when no webhook secret is set, and upgrades manually without a secret key', () => {
    const off = new StripeBilling({ secretKey: '', webhookSecret: '', priceId: '', publicUrl: 'http://localhost:3000' });
    const { body, header } = signed(checkout());
    expect(off.webhookEnabled).toBe(false);
    expect(off.verify(body, header)).toEqual({ kind: 'invalid' });
    expect(off.mode).toBe('manual');
    expect(new StripeBilling({ secretKey: 'sk_test_abc', webhookSecret: SECRET, priceId: 'price_1', publicUrl: 'http://localhost:3000' }).mode).toBe('stripe');
  });
});
