import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/**
 * Our own words for the labels react-admin builds from field names (its sort menu, for
 * one), on top of its English messages. A new resource adds its fields here.
 */
export const fieldLabels: Record<string, string> = {
  'resources.orders.fields.id': 'Order #',
  'resources.orders.fields.createdAt': 'Date',
  'resources.orders.fields.customer': 'Customer',
  'resources.orders.fields.salesRep': 'Sales Rep',
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => fieldLabels[key] ?? defaultI18nProvider.translate(key, options),
}
