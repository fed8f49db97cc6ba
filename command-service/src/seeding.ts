/**
 * What a trusted seeder drives (the demo data in `@provender/demo`): the aggregates, their pure
 * deciders and the command handler, with no HTTP, session or role check in between. Kept apart
 * from the package's main entry, which is for composition roots.
 */
export { createCategory } from './catalogue/categoryCommands.ts'
export {
  decideCreateProduct,
  decideUpdateProduct,
  type ProductState,
  productAggregate,
} from './catalogue/product.ts'
export { accountNumberAggregate, customerAggregate } from './customers/customer.ts'
export {
  decideRegisterCustomer,
  decideReserveAccountNumber,
  decideSetProductLines,
  decideTransferCustomer,
} from './customers/decide.ts'
export { decideFulfilOrder, decidePlaceOrder } from './orders/decide.ts'
export { orderAggregate } from './orders/order.ts'
export { type CommandContext, execute, load } from './shared/commandHandler.ts'
export { hashPassword } from './users/passwords.ts'
export { registerUser } from './users/registerUser.ts'
