// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { focusFirstInvalid } from './focusFirstInvalid.ts'

function form(html: string): HTMLFormElement {
  const element = document.createElement('form')
  element.innerHTML = html
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusing the first invalid field of a refused form', () => {
  it('takes the first field marked invalid in reading order, a select’s combobox rather than its hidden input', () => {
    const refused = form(`
      <input id="name" />
      <input id="hidden" aria-invalid="true" aria-hidden="true" tabindex="-1" />
      <div id="owner" role="combobox" tabindex="0" aria-invalid="true"></div>
      <input id="email" aria-invalid="true" />`)
    expect(focusFirstInvalid(refused)).toBe(true)
    expect(document.activeElement?.id).toBe('owner')
  })

  it('passes over a disabled field and says when there is none', () => {
    expect(focusFirstInvalid(form('<input aria-invalid="true" disabled /><input />'))).toBe(false)
    expect(focusFirstInvalid(null)).toBe(false)
  })
})
