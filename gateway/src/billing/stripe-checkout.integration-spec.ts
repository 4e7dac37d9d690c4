import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeBilling } from './stripe-billing.js';

/**
 * The Checkout request as it leaves the gateway, over HTTP with the official `stripe` client: a local
 * server stands where api.stripe.com is (no account or network here) and records what it receives.
 */
describe('opening Stripe Checkout for Pro', () => {
  let server: Server;
  let received: { method?: string; url?: string; authorization?: string; form: URLSearchParams } | undefined;
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received = { method: request.method, url: request.url, authorization: request.headers.authorization, form: new URLSearchParams(body) };
        response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const billing = () =>
    new StripeBilling({
      secretKey: 'sk_test_lieux',
      webhookSecret: 'whsec_lieux',
      priceId: 'price_pro29',
      publicUrl: 'https://lieux.ma',
      api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    });

  it('asks for a monthly subscription to the Pro price for the signed-in user, and answers Stripe’s page', async () => {
    answer = { status: 200, body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
    const userId = '7b0f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(await billing().checkoutUrl(userId)).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(received).toMatchObject({ method: 'POST', url: '/v1/checkout/sessions', authorization: 'Bearer sk_test_lieux' });
    const form = received?.form as URLSearchParams;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro29',
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      'metadata[userId]': userId,
      'subscription_data[metadata][userId]': userId,
      success_url: 'https://lieux.ma/merchant/upgrade?checkout=success',
      cancel_url: 'https://lieux.ma/merchant/upgrade?checkout=cancelled',
    });
  });

  it('fails when Stripe refuses, so the route answers checkout_unavailable', async () => {
    answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } };
    await expect(billing().checkoutUrl('7b0f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b')).rejects.toThrow();
  });
});
