/** react-query keys of the delivery reads, shared by the screens that read and save them. */
export const COMPANY_SCHEDULE_KEY = ['delivery', 'company-schedule']
export const customerScheduleKey = (customerId: number) => ['delivery', 'customer-schedule', customerId]
