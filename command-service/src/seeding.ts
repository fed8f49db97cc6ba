/**
 * What a trusted seeder drives (the demo data in `@provender/demo`): the aggregates, their pure
 * deciders and the command handler, with no HTTP, session or role check in between. Kept apart
 * from the package's main entry, which is for composition roots.
 */
export { fulfilWithInvoice } from './books/fulfilWithInvoice.ts'
export { ledgerAggregate } from './books/ledger.ts'
export { recordPayment } from './books/recordPayment.ts'
export { setBilling } from './books/setBilling.ts'
export { createCategory } from './catalogue/categoryCommands.ts'
export {
  decideProduct,
  type ProductState,
  productAggregate,
} from './catalogue/product.ts'
export { setProductSubstitutes } from './catalogue/substituteCommands.ts'
export { accountNumberAggregate, decideAccountNumber } from './customers/accountNumber.ts'
export { customerAggregate } from './customers/customer.ts'
export { decideCustomer } from './customers/decide.ts'
export { addClosure, setCustomerSchedule } from './delivery/commands.ts'
export { decideOrderRequirements, orderRequirementsAggregate } from './orderRequirements/orderRequirements.ts'
export { changeOrder } from './orders/changeOrder.ts'
export { decideOrder, type OrderItemRequest } from './orders/decide.ts'
export { orderAggregate } from './orders/order.ts'
export { placeOrder } from './orders/placeOrder.ts'
export { type CommandContext, execute, load } from './shared/commandHandler.ts'
export { createStandingOrder } from './standingOrders/useCases.ts'
export { setAvailability } from './stock/setAvailability.ts'
export { hashPassword } from './users/passwords.ts'
export { registerUser } from './users/registerUser.ts'
export { userAggregate } from './users/user.ts'
