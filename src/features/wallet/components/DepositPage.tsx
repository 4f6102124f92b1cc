import '../wallet.css';
import { DepositForm } from './DepositForm';
import { DepositStatus } from './DepositStatus';

/** /m/voucherCenter: the deposit form, or with `?deposit=` the status of that deposit. */
export function DepositPage({ depositId }: { depositId: number | undefined }) {
  return depositId ? <DepositStatus key={depositId} id={depositId} /> : <DepositForm />;
}
