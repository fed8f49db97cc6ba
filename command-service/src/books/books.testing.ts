/** The books specs' shared request bodies: one kitchen in Maine, on Net 30 with a $5,000 limit. */

export const dockStreet = {
  line1: '40 Wharf Rd',
  line2: 'Unit 2',
  city: 'Bath',
  region: 'ME',
  postalCode: '04530',
  country: 'US',
}

export const billingRequest = {
  billTo: dockStreet,
  shipTos: [{ shipToId: 'main', label: 'Kitchen door', address: dockStreet, taxRatePercent: 5.5 }],
  terms: { kind: 'net', days: 30 },
  taxExemptCertificate: null,
  creditLimit: 5000,
}
