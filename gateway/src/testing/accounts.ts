import { expect } from 'vitest'
import { DEMO_DEFAULT_PASSWORD } from '../provender.ts'
import { TestClient } from './stack.ts'

/**
 * A new account's first sign-in: with the default password every account starts with, then the
 * change it must make before it may do anything else. Returns its signed-in client.
 */
export async function signInFirstTime(url: string, email: string, newPassword: string): Promise<TestClient> {
  const client = new TestClient(url)
  expect((await client.login(email, DEMO_DEFAULT_PASSWORD)).status).toBe(200)
  const changed = await client.request('POST', '/api/account/password', {
    oldPassword: DEMO_DEFAULT_PASSWORD,
    newPassword,
  })
  expect(changed.status).toBe(200)
  return client
}
