export { AccountingExport } from './AccountingExport.tsx'
export { ExportButton, ListExportMenu, OrdersExportMenu } from './ExportMenu.tsx'
