// The invoice screens choose customers and properties exactly as the order screens do: one way to read them.
export { useCustomerOptions, usePropertyOptions } from '../orders/use-order-options';
