import type { CallTable } from '../define';
import type { customerServiceSchemas } from '../schemas/customer-service';

export const customerServiceCalls: CallTable<typeof customerServiceSchemas> = {
  getCustomerServiceLink: {
    name: 'getCustomerServiceLink',
    method: 'GET',
    path: '/wps/relay/customerServiceLink',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
  },
};
