/** What both apps fall back to when the page names no usable language. */
export const DEFAULT_LOCALE = 'en-US'

/**
 * The document's locale (`<html lang>`), so numbers and dates follow the page and one switch
 * of that attribute changes every screen at once. Outside a browser (unit tests, node) and for
 * a tag Intl cannot read, en-US.
 */
export function documentLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  if (!lang) return DEFAULT_LOCALE
  try {
    return Intl.getCanonicalLocales(lang)[0] ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/**
 * Intl formatters are costly to build and every row of a long table asks for one: one formatter
 * per locale and style, built on first use. One cache per kind keeps each typed.
 */
export function cachedBy<Options, Format>(build: (locale: string, options: Options) => Format) {
  const cache = new Map<string, Format>()
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`
    let format = cache.get(key)
    if (!format) {
      format = build(locale, options)
      cache.set(key, format)
    }
    return format
  }
}

export const numberFormat = cachedBy(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)

export const dateTimeFormat = cachedBy(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)
