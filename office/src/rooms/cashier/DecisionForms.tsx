import { useState, type FormEvent } from 'react';
import { cashierCalls, type CashierWithdrawal, type WithdrawalDetail } from '@contract/back-office/cashier';
import { callOffice, OfficeError, UNREACHABLE } from '../../app/api';
import { fill, useWords } from '../../app/language';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { peso } from '../../app/format';
import { CASHIER_WORDS } from './words';

type Decision = { kind: 'approve'; payoutReference: string } | { kind: 'reject'; reason: string };

interface DecisionFormsProps {
  request: WithdrawalDetail;
  onDecided: (result: CashierWithdrawal) => void;
  onRefused: (error: OfficeError) => void;
}

/** Approve with the payout reference, or reject with the reason the player reads: each confirmed first. */
export function DecisionForms({ request, onDecided, onRefused }: DecisionFormsProps) {
  const t = useWords(CASHIER_WORDS);
  const [pending, setPending] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldOf = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault();
    return String(new FormData(event.currentTarget).get(name) ?? '').trim();
  };

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      onDecided(
        decision.kind === 'approve'
          ? await callOffice(cashierCalls.approveWithdrawal, { id: request.id, payoutReference: decision.payoutReference })
          : await callOffice(cashierCalls.rejectWithdrawal, { id: request.id, reason: decision.reason }),
      );
    } catch (caught) {
      onRefused(caught instanceof OfficeError ? caught : new OfficeError(0, UNREACHABLE, String(caught)));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const values = { id: request.id, amount: peso(request.amount), member: request.member.username };
  const dialogProps = { busy, onConfirm: () => pending && void decide(pending), onCancel: () => setPending(null) };

  return (
    <div className="cashier-columns cashier-decide">
      <section className="panel" aria-labelledby="approve-title">
        <h2 id="approve-title">{t.approve}</h2>
        <form
          className="stack"
          onSubmit={(event) => {
            const payoutReference = fieldOf(event, 'payoutReference');
            if (payoutReference) setPending({ kind: 'approve', payoutReference });
          }}
        >
          <label htmlFor="payout-reference">{t.payoutReference}</label>
          <input
            id="payout-reference"
            name="payoutReference"
            required
            maxLength={64}
            autoComplete="off"
            aria-describedby="payout-reference-hint"
          />
          <p id="payout-reference-hint" className="hint">
            {t.payoutReferenceHint}
          </p>
          <button type="submit" disabled={busy}>
            {t.approve}
          </button>
        </form>
      </section>
      <section className="panel" aria-labelledby="reject-title">
        <h2 id="reject-title">{t.reject}</h2>
        <form
          className="stack"
          onSubmit={(event) => {
            const reason = fieldOf(event, 'reason');
            if (reason) setPending({ kind: 'reject', reason });
          }}
        >
          <label htmlFor="reject-reason">{t.reason}</label>
          <textarea id="reject-reason" name="reason" required maxLength={500} aria-describedby="reject-reason-hint" />
          <p id="reject-reason-hint" className="hint">
            {t.reasonHint}
          </p>
          <button type="submit" className="danger" disabled={busy}>
            {t.reject}
          </button>
        </form>
      </section>
      {pending?.kind === 'approve' ? (
        <ConfirmDialog title={fill(t.approveTitle, values)} confirmLabel={t.approve} {...dialogProps}>
          <p>
            {fill(t.approveBody, {
              ...values,
              provider: request.payee.provider,
              number: request.payee.accountNumber,
              name: request.payee.accountName,
              reference: pending.payoutReference,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'reject' ? (
        <ConfirmDialog title={fill(t.rejectTitle, values)} confirmLabel={t.reject} {...dialogProps}>
          <p>{fill(t.rejectBody, values)}</p>
          <p className="cashier-reason">{pending.reason}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
