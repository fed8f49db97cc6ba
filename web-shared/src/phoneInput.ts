import { formatPhone } from '@provender/events'

/**
 * The digits kept after an edit of the masked phone input. Deleting a mask character
 * (a bracket, space or dash) removes the digit before it, so backspace never sticks;
 * an 11-digit entry with a leading 1 loses the country code.
 */
export function nextPhoneDigits(previousDigits: string, typed: string): string {
  let digits = typed.replace(/\D/g, '')
  if (digits === previousDigits && typed.length < formatPhone(previousDigits).length)
    digits = digits.slice(0, -1)
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return digits.slice(0, 10)
}
