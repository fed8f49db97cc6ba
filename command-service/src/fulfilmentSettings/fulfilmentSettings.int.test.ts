import { describe, expect, it } from 'vitest'
import { people, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, rep)
})

const path = '/api/settings/fulfilment-tolerance'

describe('fulfilment settings slice: given streams, a request, the new events', () => {
  it('an admin sets the weight tolerance; the same again appends nothing', async () => {
    expect(await spec.request(admin, 'PUT', path, { percent: 5 })).toMatchObject({
      status: 200,
      body: { percent: 5 },
    })
    expect(spec.newEvents()).toEqual([
      { stream: 'settings-fulfilment', type: 'FulfilmentToleranceSet', data: { percent: 5 } },
    ])
    expect((await spec.request(admin, 'PUT', path, { percent: 5 })).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    [{ percent: -1 }, 'Tolerance must be between 0 and 100%.'],
    [{ percent: 101 }, 'Tolerance must be between 0 and 100%.'],
    [{ percent: 2.5 }, 'Tolerance must be a whole percent.'],
    [{ percent: '10' }, 'Tolerance must be a number.'],
    [{}, 'Tolerance must be a number.'],
  ])('refuses %j with a 400, writing nothing', async (body, error) => {
    expect(await spec.request(admin, 'PUT', path, body)).toMatchObject({ status: 400, body: { error } })
    expect(spec.newEvents()).toEqual([])
  })

  it('a sales rep may not set it', async () => {
    expect((await spec.request(rep, 'PUT', path, { percent: 20 })).status).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })
})
