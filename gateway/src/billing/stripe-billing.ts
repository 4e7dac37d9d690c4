import Stripe from 'stripe';
import { CHECKOUT_RETURN_PARAM, type ApplyStripeEventRequest, type BillingMode } from '@lieux/contracts';

/** Stripe's settings, from the gateway's environment (STRIPE_*). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  publicUrl: string;
  /** Where Stripe's API is: Stripe's own by default; a test points it at a local server that records the request. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** How old a signed webhook may be (seconds): older is a replay, refused. Stripe's own default. */
export const WEBHOOK_TOLERANCE_S = 300;

/** A verified webhook: what to apply, or `ignored` for events the platform does not act on. */
export type WebhookOutcome = { kind: 'apply'; event: ApplyStripeEventRequest } | { kind: 'ignored' } | { kind: 'invalid' };

/**
 * Payments through Stripe (issue 10, docs/merchant.md): Checkout sessions for Pro (a monthly
 * subscription on STRIPE_PRICE_PRO, the user's id as `client_reference_id` and in the subscription's
 * metadata) and the webhook's signature check. Without STRIPE_SECRET_KEY the platform runs in `manual`
 * mode: upgrades are requests an admin grants.
 */
export class StripeBilling {
  private readonly client: Stripe | undefined;

  constructor(private readonly settings: StripeSettings) {
    this.client = settings.secretKey === '' ? undefined : new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 10_000, ...settings.api });
  }

  get mode(): BillingMode {
    return this.client ? 'stripe' : 'manual';
  }

  /** Whether the webhook route accepts anything (STRIPE_WEBHOOK_SECRET set). */
  get webhookEnabled(): boolean {
    return this.settings.webhookSecret !== '';
  }

  /** The Checkout page where `userId` subscribes to Pro. */
  async checkoutUrl(userId: string): Promise<string> {
    if (!this.client) throw new Error('Stripe is not configured');
    const back = `${this.settings.publicUrl}/merchant/upgrade?${CHECKOUT_RETURN_PARAM}=`;
    const session = await this.client.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.settings.priceId, quantity: 1 }],
      client_reference_id: userId,
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      success_url: `${back}success`,
      cancel_url: `${back}cancelled`,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout session without a URL');
    return session.url;
  }

  /**
   * Checks the `Stripe-Signature` of the raw body (HMAC with STRIPE_WEBHOOK_SECRET, at most
   * WEBHOOK_TOLERANCE_S old) and reads the event: a paid Checkout of a subscription makes its user Pro,
   * a deleted subscription brings them back to Free.
   */
  verify(rawBody: Buffer | undefined, signature: string | string[] | undefined, receivedAt?: number): WebhookOutcome {
    if (!this.webhookEnabled || !rawBody || typeof signature !== 'string') return { kind: 'invalid' };
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, receivedAt);
    } catch {
      return { kind: 'invalid' };
    }
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (session.mode !== 'subscription' || !paid || !userId) return { kind: 'ignored' };
      return { kind: 'apply', event: { eventId: event.id, type: event.type, userId } };
    }
    if (event.type === 'customer.subscription.deleted') {
      const userId = event.data.object.metadata?.userId;
      if (!userId) return { kind: 'ignored' };
      return { kind: 'apply', event: { eventId: event.id, type: event.type, userId } };
    }
    return { kind: 'ignored' };
  }
}
