import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font } from 'fontkit'
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>
export type Weight = 'regular' | 'bold'

/**
 * The faces a document writes with. pdfkit's built-in Helvetica has WinAnsi glyphs only ("Phở
 * Bắc & Łódź Deli" came out as "Phß B¯c & 6Az Deli"), so every document embeds Noto Sans (Latin
 * Extended, Vietnamese, Greek, Cyrillic), and a run of Chinese or Japanese, Korean, Hebrew or
 * Arabic letters switches to the Noto face that has them. No single font has all of them, and a CJK face
 * is 10 MB: each is read and parsed the first time a document needs it, then kept for every
 * later document (parsing Noto Sans per document took 200 ms of a packing slip's 240). pdfkit
 * embeds only the glyphs used, so a PDF stays a few tens of KB.
 */
type Face = 'latin' | 'cjk' | 'korean' | 'hebrew' | 'arabic'

const FILES: Record<Face, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  // Noto Sans SC has no Hangul ("서울 한식당" came out blank): Korean has a face of its own.
  korean: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  hebrew: {
    regular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
}

const require = createRequire(import.meta.url)
// Resolved when the service starts: a missing font package stops the start, not a document later.
for (const weights of Object.values(FILES)) for (const path of Object.values(weights)) require.resolve(path)
const loaded = new Map<string, Font>()

function fontFile(face: Face, weight: Weight): Font {
  const path = FILES[face][weight]
  let font = loaded.get(path)
  if (!font) {
    const parsed = create(readFileSync(require.resolve(path)))
    if (!('layout' in parsed)) throw new Error(`${path} is a font collection, not one font`)
    font = parsed
    loaded.set(path, font)
  }
  return font
}

/**
 * pdfkit 0.20 takes a parsed fontkit font where it takes bytes (PDFFontFactory.open checks
 * for `layout`); its types (@types/pdfkit 0.17) still name bytes only.
 */
const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource

const registered = new WeakMap<Doc, Set<string>>()

/**
 * Sets the face and weight. Registered under a name, because pdfkit then keeps one parsed
 * font per name and document (a family passed with the bytes would be read as a variation).
 */
function useFace(doc: Doc, face: Face, weight: Weight): void {
  const name = `${face}-${weight}`
  const names = registered.get(doc) ?? new Set<string>()
  registered.set(doc, names)
  if (!names.has(name)) {
    doc.registerFont(name, asSource(fontFile(face, weight)))
    names.add(name)
  }
  doc.font(name)
}

const SCRIPT_FACES: readonly [RegExp, Face][] = [
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60]/u, 'cjk'],
  [/[\p{Script=Hangul}]/u, 'korean'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Arabic}/u, 'arabic'],
]

const faceOf = (char: string): Face => SCRIPT_FACES.find(([script]) => script.test(char))?.[1] ?? 'latin'

interface Run {
  face: Face
  text: string
}

/**
 * The text cut where the script changes. A space stays in the run it is in, so the words of
 * an Arabic or Hebrew name are one run, which the shaper lays out right to left as a whole.
 */
export function runs(text: string): Run[] {
  const out: Run[] = []
  for (const char of text) {
    const last = out[out.length - 1]
    const face = last && /\s/u.test(char) ? last.face : faceOf(char)
    if (last && last.face === face) last.text += char
    else out.push({ face, text: char })
  }
  return out.length > 0 ? out : [{ face: 'latin', text: '' }]
}

export type TextOptions = PDFKit.Mixins.TextOptions

/** Writes text at (x, y), or where the last text ended, each run in the face of its script. */
export function write(
  doc: Doc,
  text: string,
  weight: Weight,
  options: TextOptions & { x?: number; y?: number } = {},
): Doc {
  const { x, y, ...rest } = options
  const parts = runs(text)
  // pdfkit puts each run's baseline its own font's ascent below the line's top, and the faces'
  // ascents differ (Arabic's is the tallest): every run gets Noto Sans's, so a line shares one.
  const baseline = parts.length > 1 ? { baseline: -ascentOf(weight, doc) } : {}
  parts.forEach((run, index, all) => {
    useFace(doc, run.face, weight)
    const continued = index < all.length - 1 || rest.continued === true
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, { ...rest, ...baseline, continued })
    else doc.text(run.text, { ...rest, ...baseline, continued })
  })
  return doc
}

/** Noto Sans's ascent at the current font size, in points: its share of the face's line height. */
function ascentOf(weight: Weight, doc: Doc): number {
  useFace(doc, 'latin', weight)
  const latin = fontFile('latin', weight)
  return (doc.currentLineHeight(false) * latin.ascent) / (latin.ascent - latin.descent)
}

/**
 * The height text takes in a width. One run: pdfkit's own measure. Runs in several faces
 * cannot be measured as one string, so their widths are summed into lines, each as tall as
 * the tallest face's line (a row then has room for its text, perhaps a little more).
 */
export function heightOf(doc: Doc, text: string, weight: Weight, width: number): number {
  const parts = runs(text)
  if (parts.length === 1) {
    useFace(doc, parts[0]!.face, weight)
    return doc.heightOfString(text, { width })
  }
  let total = 0
  let lineHeight = 0
  for (const part of parts) {
    useFace(doc, part.face, weight)
    total += doc.widthOfString(part.text)
    lineHeight = Math.max(lineHeight, doc.currentLineHeight(true))
  }
  return Math.max(1, Math.ceil(total / width)) * lineHeight
}
