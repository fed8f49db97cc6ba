/** Blue Door's business and contact details, clean as the customer form sends them. */
export const blueDoorDetails = {
  businessName: 'Blue Door',
  accountNumber: 'BD-1',
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'maya@bluedoor.test',
  phone: '3125550200',
}
