export { OrderDocuments } from './OrderDocuments.tsx'
export { PickListPdfButton } from './PickListPdfButton.tsx'
