// The spreadsheet layouts of issue 26: what an import reads and an export writes, column for
// column, so export -> edit in a spreadsheet -> import is the normal way to make mass changes.

export type ImportKind = 'catalogue' | 'customers' | 'prices' | 'stock'
export const IMPORT_KINDS: readonly ImportKind[] = ['catalogue', 'customers', 'prices', 'stock']

export interface LayoutColumn {
  /** The field the column fills. */
  field: string
  /** The header an export writes. */
  header: string
  /** Other headers read as this column (compared after normalizeHeader). */
  synonyms: readonly string[]
  required: boolean
}

const column = (field: string, header: string, synonyms: string[], required = true): LayoutColumn => ({
  field,
  header,
  synonyms,
  required,
})

// The keys a price line shares with the catalogue and the customers: read the same way in each.
const productIdColumn = column('productId', 'Product ID', [
  'sku',
  'code',
  'item code',
  'product code',
  'item id',
  'item number',
])
const accountNumberColumn = column('accountNumber', 'Account number', [
  'account',
  'acct',
  'account no',
  'customer number',
  'account #',
])

export const importLayouts: Readonly<Record<ImportKind, readonly LayoutColumn[]>> = {
  catalogue: [
    productIdColumn,
    column('name', 'Name', ['product', 'product name', 'item', 'item name']),
    column('description', 'Description', ['details', 'long description'], false),
    column('category', 'Category', ['category name', 'group', 'product group'], false),
    column('unitType', 'Unit type', ['unit', 'sold by', 'uom', 'unit of measure']),
    column('packsPerCase', 'Packs per case', ['case size', 'case pack', 'per case', 'packs/case'], false),
    column('price', 'Price', ['list price', 'base price', 'unit price', 'default price']),
    column('warnAbove', 'Warn above', ['soft limit', 'warn over'], false),
  ],
  customers: [
    accountNumberColumn,
    column('businessName', 'Business name', ['customer', 'customer name', 'company', 'business']),
    column('ownerEmail', 'Owner email', ['sales rep', 'rep', 'rep email', 'owner', 'salesperson email']),
    column('email', 'Contact email', ['email', 'e-mail', 'contact e-mail']),
    column('firstName', 'First name', ['contact first name', 'given name']),
    column('lastName', 'Last name', ['contact last name', 'surname', 'family name']),
    column('phone', 'Phone', ['telephone', 'tel', 'phone number', 'contact phone'], false),
  ],
  prices: [
    accountNumberColumn,
    productIdColumn,
    column('price', 'Price', ['negotiated price', 'net price', 'customer price', 'contract price']),
    column('unit', 'Unit', ['per', 'uom', 'price per', 'unit of measure']),
  ],
  // Stock (issue 36): what PUT /api/products/{id}/availability sets, a row per product.
  stock: [
    productIdColumn,
    column('status', 'Status', ['availability', 'stock', 'stock status', 'in stock']),
    column('limit', 'Limit', ['limit quantity', 'max', 'max quantity', 'quantity'], false),
    column('limitUnit', 'Limit unit', ['unit', 'uom', 'unit of measure'], false),
    column('limitPer', 'Limit per', ['per', 'scope', 'limit scope'], false),
    column('until', 'Out until', ['until', 'back on', 'available from', 'back in stock'], false),
  ],
}

/** Headers compare without case, spaces or punctuation: "Product  ID", "product_id" and "PRODUCT-ID" match. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#]+/gu, '')
}

export interface ColumnMatch {
  /** Each header of the file in its order, with the field it fills (null: not used). */
  columns: { header: string; field: string | null }[]
  /** Required fields no header fills: the mapping step asks for them. */
  missing: string[]
  /** Headers the layout does not know (the mapping step may assign them). */
  unknown: string[]
}

/**
 * The column a download of refused rows adds after the file's own (issue 35): each row's refusal.
 * A fixed file imported again still has it; it is read as no field and not asked about.
 */
export const ERROR_HEADER = 'Error'

/**
 * Which field each header of a file fills: the admin's own mapping first (header -> field,
 * or '' to ignore a column), then the layout's headers and synonyms. A field is filled once.
 * The Error column of a refused-rows download is no field, and not unknown either.
 */
export function matchColumns(
  kind: ImportKind,
  headers: readonly string[],
  mapping: Readonly<Record<string, string>> = {},
): ColumnMatch {
  const layout = importLayouts[kind]
  const byName = new Map<string, string>()
  for (const c of layout) {
    for (const name of [c.header, c.field, ...c.synonyms]) byName.set(normalizeHeader(name), c.field)
  }
  const fields = new Set(layout.map((c) => c.field))
  const taken = new Set<string>()
  const unknown: string[] = []
  const columns = headers.map((header) => {
    const chosen = Object.hasOwn(mapping, header) ? mapping[header] : undefined
    let field: string | null = null
    if (chosen !== undefined) field = chosen !== '' && fields.has(chosen) ? chosen : null
    else {
      field = byName.get(normalizeHeader(header)) ?? null
      const told = header.trim() === '' || normalizeHeader(header) === normalizeHeader(ERROR_HEADER)
      if (field === null && !told) unknown.push(header)
    }
    if (field !== null && taken.has(field)) field = null
    if (field !== null) taken.add(field)
    return { header, field }
  })
  const missing = layout.filter((c) => c.required && !taken.has(c.field)).map((c) => c.field)
  return { columns, missing, unknown }
}

/** The header line an export writes, in the layout's order. */
export function layoutHeaders(kind: ImportKind): string[] {
  return importLayouts[kind].map((c) => c.header)
}

/**
 * A cell as the file holds it, read back: an export guards text that starts like a formula with
 * a leading apostrophe (csvCell: also text of apostrophes before one), which the import removes,
 * so the text round-trips unchanged.
 */
export function unguardCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text.trim()
}

export type PriceReading = { ok: true; cents: number } | { ok: false; error: string }

/** At most this much of a cell is echoed in a preview or an error: enough to find it, never all of it. */
export const SHOWN_CELL_CHARS = 40

/** The start of a cell's text, for a message: a 48 MB cell is never echoed whole. */
export function cellPrefix(text: string, max = SHOWN_CELL_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/**
 * A price as people type it in spreadsheets: "12.50", "$12.50", "1,234.50", and "12,50" (a comma
 * for the decimals, as Excel writes it in many locales). Refused: empty, negative, not a number,
 * finer than a cent, above 1,000,000. A number a formula left a rounding error away from a cent
 * (=3.3*1.1 is 3.6300000000000003) is that cent, as the spreadsheet shows it.
 */
export function readPrice(raw: string): PriceReading {
  let text = raw
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '')
  if (text === '') return { ok: false, error: 'Price is empty.' }
  if (/^-/.test(text)) return { ok: false, error: 'Price must be 0 or more.' }
  if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.')
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '')
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return { ok: false, error: `Price "${cellPrefix(raw.trim())}" is not a number.` }
  }
  const exact = Number(text) * 100
  const cents = Math.round(exact)
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !withinRoundingError(exact, cents)) {
    return { ok: false, error: 'Price can have at most two decimals.' }
  }
  if (cents > 100_000_000) return { ok: false, error: 'Price must be at most 1,000,000.' }
  return { ok: true, cents }
}

/**
 * Whether a double is a whole number of cents but for the error of binary floating point: a few
 * units in the last place. 3.625 (half a cent) and 3.6300001 are really finer than a cent.
 */
function withinRoundingError(exact: number, cents: number): boolean {
  return Math.abs(exact - cents) <= 8 * Number.EPSILON * Math.max(1, Math.abs(exact))
}
