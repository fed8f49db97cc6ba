export { AccountingExport } from './AccountingExport.tsx'
export { ExportButton, ListExportMenu, OrdersExportMenu, SentMailExportMenu } from './ExportMenu.tsx'
