/**
 * A person on the sandbox's consent page, for tests and scripts: opens the platform's authorize URL,
 * submits the form with Approve (or Deny) for an account, and answers where the platform sends the
 * browser back (the redirect URI with `code` and `state`, or `error=access_denied`).
 */
export async function answerConsent(authorizeUrl: string, options: { decision: 'approve' | 'deny'; account?: string }): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', options.decision);
  form.set('account', options.account ?? 'lieux.demo');
  const answer = await fetch(`${url.origin}${url.pathname}`, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}
