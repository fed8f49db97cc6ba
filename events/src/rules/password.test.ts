import { describe, expect, it } from 'vitest'
import { MIN_PASSWORD_LENGTH, passwordIssues, passwordRules, passwordStrength } from './password.ts'

describe('password rules (spec 5)', () => {
  it('are the seven rules of the spec, in its order', () => {
    expect(passwordRules.map((r) => [r.id, r.label])).toEqual([
      ['length', 'At least 8 characters'],
      ['lowercase', 'One lowercase letter'],
      ['uppercase', 'One uppercase letter'],
      ['number', 'One number'],
      ['special', 'One special character'],
      ['notPassword', 'Does not contain the word "password"'],
      ['different', 'Different from your current password'],
    ])
    expect(MIN_PASSWORD_LENGTH).toBe(8)
  })

  it('a password meeting every rule has no issues', () => {
    expect(passwordIssues('Harbor-Lights9', 'Old-pass1')).toEqual([])
  })

  it('an empty password fails every rule but "not password", including "different"', () => {
    expect(passwordIssues('', '')).toEqual(
      passwordRules.filter((r) => r.id !== 'notPassword').map((r) => r.label),
    )
  })

  it.each([
    ['7 characters', 'Ab1-xyz', ['At least 8 characters']],
    ['no lowercase letter', 'AB1-XYZW', ['One lowercase letter']],
    ['no uppercase letter', 'ab1-xyzw', ['One uppercase letter']],
    ['no number', 'Abc-xyzw', ['One number']],
    ['only letters and digits', 'Abc1xyzw', ['One special character']],
    ['the word password', 'password-A1', ['Does not contain the word "password"']],
    ['the word PASSWORD', 'PASSWORD-a1', ['Does not contain the word "password"']],
    ['the word PassWord inside', 'MyPassWord9!', ['Does not contain the word "password"']],
    ['the current password', 'Old-pass1', ['Different from your current password']],
  ])('%s', (_case, candidate, issues) => {
    expect(passwordIssues(candidate, 'Old-pass1')).toEqual(issues)
  })

  it('exactly 8 characters is long enough', () => {
    expect(passwordIssues('Ab1-wxyz', '')).toEqual([])
  })

  it('a space or an accented letter counts as special', () => {
    expect(passwordIssues('Ab1 wxyz', '')).toEqual([])
    expect(passwordIssues('Ab1éwxyz', '')).toEqual([])
  })

  it('a different case of the current password is different', () => {
    expect(passwordIssues('OLD-PASS1a', 'old-pass1a')).toEqual([])
  })
})

describe('password strength (spec 5)', () => {
  it.each([
    ['no rule met', '', 'Very Weak'],
    ['one rule met', 'abc', 'Very Weak'],
    ['two rules met', 'abcdefgh', 'Very Weak'],
    ['three rules met', 'Abcdefgh', 'Weak'],
    ['four rules met', 'Abcdefg1', 'Okay'],
    ['four rules met, short', 'Ab1-', 'Okay'],
    ['all five met, 8 characters', 'Abcdef1-', 'Good'],
    ['all five met, 11 characters', 'Abcdefghi1-', 'Good'],
    ['all five met, 12 characters', 'Abcdefghij1-', 'Strong'],
  ] as const)('%s: %s', (_case, candidate, strength) => {
    expect(passwordStrength(candidate)).toBe(strength)
  })

  it('only the first five rules count: the word password does not lower it', () => {
    expect(passwordStrength('Password-1234')).toBe('Strong')
  })
})
