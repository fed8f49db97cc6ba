export { AccountingExport } from './AccountingExport.tsx'
export { ExportButton, ListExportMenu } from './ExportMenu.tsx'
