import { useParams } from 'react-router';
import { useCustomer } from '@/features/customers/api/get-customer';
import { customerProperties } from './builder-client';
import { EstimateCreateScreen } from './estimate-create-screen';

/** /estimates/create/customer/{customerId} */
export default function EstimateCreateCustomerRoute() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const client = customer.data ? { id: customer.data.id, type: 'customer' as const, name: customer.data.displayName } : null;
  return <EstimateCreateScreen client={client} clientQuery={customer} properties={customerProperties(customer.data)} />;
}
