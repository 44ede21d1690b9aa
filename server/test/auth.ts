import type { TestApp } from './app';

export const TEST_PASSWORD = 'Sup3r$ecret!';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export interface SignedUp {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a new user up through the built-in auth server, as supabase-js would. */
export async function signUp(
  testApp: TestApp,
  email = uniqueEmail(),
  data: Record<string, string> = { first_name: 'Alex', last_name: 'Morgan' },
): Promise<SignedUp> {
  const response = await testApp.request
    .post('/auth/v1/signup')
    .send({ email, password: TEST_PASSWORD, data });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return {
    email,
    userId: response.body.user.id,
    accessToken: response.body.access_token,
    refreshToken: response.body.refresh_token,
  };
}
