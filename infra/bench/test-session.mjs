import { TEST_USERS, TEST_USER_PASSWORD } from '@lieux/contracts';

/** Signs in as the seeded test user of `role` (test roles are on in the e2e stack): the `cookie` header of its session. */
export async function testSessionCookie(baseUrl, role) {
  const user = TEST_USERS.find((candidate) => candidate.role === role);
  const answer = await fetch(`${baseUrl}/api/auth/login-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: TEST_USER_PASSWORD }),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!answer.ok || !cookie) throw new Error(`${role} sign-in answered ${answer.status}`);
  return cookie;
}
