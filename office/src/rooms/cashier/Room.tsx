import './cashier.css';
import { navigate } from '../../app/router';
import { useWords } from '../../app/language';
import { DepositList } from './DepositList';
import { WithdrawalQueue } from './WithdrawalQueue';
import { WithdrawalScreen } from './WithdrawalScreen';
import { CASHIER_WORDS } from './words';

/**
 * The cashier's room: /office/cashier (the withdrawal queue), /office/cashier/withdrawal/<id> (one
 * request with the player's context and the decision), /office/cashier/deposits.
 */
export default function CashierRoom({ path }: { path: string[] }) {
  const t = useWords(CASHIER_WORDS);
  const [section, id] = path;
  if (section === 'withdrawal' && id && /^\d{1,15}$/.test(id)) return <WithdrawalScreen key={id} id={Number(id)} />;
  const deposits = section === 'deposits';
  const link = (target: 'withdrawals' | 'deposits', current: boolean) => (
    <a
      href={target === 'deposits' ? '/office/cashier/deposits' : '/office/cashier'}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        if (target === 'deposits') navigate('cashier', 'deposits');
        else navigate('cashier');
      }}
    >
      {t[target]}
    </a>
  );
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <nav className="tabs" aria-label={t.sections}>
        {link('withdrawals', !deposits)}
        {link('deposits', deposits)}
      </nav>
      {deposits ? <DepositList /> : <WithdrawalQueue />}
    </>
  );
}
