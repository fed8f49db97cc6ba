import { crc32, createDeflateRaw } from 'node:zlib'
import ExcelJS from 'exceljs'

/**
 * Spreadsheets an attacker (or a broken download) sends, made in the test that sends them so no
 * big binary is committed. Test support only: nothing in the services imports it.
 */

const XLSX_HEADERS = ['Account number', 'Product ID', 'Price', 'Unit']

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
}

/** A small price list with one value in the sheet's last column (XFD1): 16,384 columns wide. */
export async function strayCellXlsx(rows = 400): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Prices')
  sheet.addRow(XLSX_HEADERS)
  for (let i = 0; i < rows; i++) sheet.addRow(['BD-1001', 'P1', 10 + (i % 50), 'pack'])
  sheet.getCell('XFD1').value = 'x'
  return bytesOf(workbook)
}

/** A price list workbook cut short, as a broken download leaves it: the zip's directory is lost. */
export async function truncatedXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Prices')
  sheet.addRow(XLSX_HEADERS)
  for (let i = 0; i < 2000; i++) sheet.addRow([`BD-${1000 + i}`, `P${i}`, 10.5, 'pack'])
  const bytes = await bytesOf(workbook)
  return bytes.subarray(0, Math.floor(bytes.length * 0.6))
}

interface Part {
  name: string
  /** The part's text, or pieces of it (deflated as a stream, so a huge part costs no memory). */
  pieces: Iterable<string>
}

/**
 * A workbook whose first header cell holds `megabytes` MB of one letter: about 1 KB of zip per MB
 * of sheet. Written by hand (no spreadsheet library holds such a cell without holding its MBs).
 */
export async function zipBombXlsx(megabytes: number): Promise<Uint8Array> {
  const mb = 'A'.repeat(1024 * 1024)
  function* sheet() {
    yield '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>'
    for (let i = 0; i < megabytes; i++) yield mb
    yield '</t></is></c><c r="B1" t="inlineStr"><is><t>Product ID</t></is></c></row></sheetData></worksheet>'
  }
  return zipOf([...minimalWorkbook(), { name: 'xl/worksheets/sheet1.xml', pieces: sheet() }])
}

function minimalWorkbook(): Part[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const pkg = 'http://schemas.openxmlformats.org/package/2006'
  return [
    {
      name: '[Content_Types].xml',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ],
    },
  ]
}

/** A zip archive of deflated parts, with true sizes and CRCs (the bomb needs no lie to work). */
async function zipOf(parts: Part[]): Promise<Uint8Array> {
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name)
    const { data, crc, size } = await deflated(part.pieces)
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(0, at + 2) // flags
      header.writeUInt16LE(8, at + 4) // deflate
      header.writeUInt32LE(0, at + 6) // time and date
      header.writeUInt32LE(crc, at + 10)
      header.writeUInt32LE(data.length, at + 14)
      header.writeUInt32LE(size, at + 18)
      header.writeUInt16LE(name.length, at + 22)
    }
    const head = Buffer.alloc(30)
    head.writeUInt32LE(0x04034b50, 0)
    fields(head, 4)
    local.push(head, name, data)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4) // version made by
    fields(entry, 6)
    entry.writeUInt32LE(offset, 42)
    central.push(entry, name)
    offset += head.length + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...local, directory, end]))
}

async function deflated(pieces: Iterable<string>): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  let crc = 0
  let size = 0
  for (const piece of pieces) {
    const bytes = Buffer.from(piece)
    crc = crc32(bytes, crc)
    size += bytes.length
    // Wait for the deflater to drain, so only one piece is held at a time.
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return { data: Buffer.concat(out), crc, size }
}
