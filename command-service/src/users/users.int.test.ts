import { describe, expect, it } from 'vitest'
import { given, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, otherRep: other } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(rep, other)
  for (const user of [rep, other]) {
    await spec.given(`email-user${user.id}@provender.test`, given.emailOf(user.id))
  }
})

const profile = { firstName: 'Dana', lastName: 'Reyes', phone: '3125550199' }

describe('users slice: given streams, a request, the new events', () => {
  it('a new email is claimed, the profile updated, and the old email given back', async () => {
    const answer = await spec.request(rep, 'PUT', '/api/account/profile', {
      ...profile,
      email: 'dana@provender.test',
    })
    expect(answer.status).toBe(200)
    // One append: no crash can leave the new address claimed and the old one held too.
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['email-dana@provender.test', 'EmailReserved'],
        ['user-901', 'UserProfileUpdated'],
        ['email-user901@provender.test', 'EmailReleased'],
      ],
    ])
  })

  it("another account's email is refused, and nothing is claimed", async () => {
    const answer = await spec.request(rep, 'PUT', '/api/account/profile', {
      ...profile,
      email: 'user902@provender.test',
    })
    expect(answer).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } })
    expect(spec.newEvents()).toEqual([])
  })
})
