import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiFailure } from '@/lib/api-client';
import { useForm, type FieldRule, type SubmitGate } from '@/lib/form/use-form';
import { Form, FormAlert, SubmitButton } from './Form';
import { TextField } from './TextField';

/** The operator's rule for the payee (as the account settings would give it). */
const PAYEE_RULE: FieldRule = { required: true, minLength: 2, maxLength: 20, patternId: 'NAME' };
/** The contract's schema of what is sent: the amount in whole units, 100 to 50 000. */
const depositSchema = z.object({
  payee: z.string().check(z.maxLength(20)),
  amount: z.string().check(
    z.regex(/^\d+$/),
    z.refine((v) => Number(v) >= 100 && Number(v) <= 50_000, { params: { issue: 'range' } }),
  ),
});

const TEXTS: Record<string, string> = {
  required: 'is required',
  minLength: 'is too short',
  maxLength: 'is too long',
  pattern: 'is not valid',
  range: 'must be between 100 and 50000',
  taken: 'is already in use',
};

function DepositForm({ send, gate }: { send: (values: { payee: string; amount: string }) => Promise<void>; gate?: SubmitGate }) {
  const form = useForm({
    initial: { payee: '', amount: '' },
    rules: { payee: PAYEE_RULE },
    schema: depositSchema,
    message: (issue, field) => `${field === 'payee' ? 'Payee' : 'Amount'} ${TEXTS[issue] ?? issue}`,
    fieldErrors: { 'payee.taken': ['payee', 'taken'] },
    gate,
  });
  return (
    <Form label="Deposit" onSubmit={form.handleSubmit(send)}>
      <TextField label="Payee" {...form.register('payee')} showRequired />
      <TextField label="Amount" {...form.register('amount')} inputMode="numeric" showRequired />
      <FormAlert message={form.failure?.message} />
      <SubmitButton form={form} sendingLabel="Sending…">
        Deposit
      </SubmitButton>
    </Form>
  );
}

/** The message tied to an input by aria-describedby. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Deposit|Sending/ });
const isDisabled = () => submitButton().disabled;

describe('the form helper', () => {
  it('focuses the first invalid field on submit, sends nothing, and holds the button until the issues are fixed', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    render(<DepositForm send={send} />);
    const payee = screen.getByRole('textbox', { name: 'Payee' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '500');

    await user.click(submitButton());
    expect(document.activeElement).toBe(payee);
    expect(payee.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(payee)).toBe('Payee is required');
    expect(send).not.toHaveBeenCalled();
    expect(isDisabled()).toBe(true);

    await user.type(payee, 'Ana Cruz');
    expect(payee.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(payee)).toBeNull();
    expect(isDisabled()).toBe(false);
    await user.click(submitButton());
    expect(send).toHaveBeenCalledWith({ payee: 'Ana Cruz', amount: '500' });
  });

  it("checks a field by the operator's rule first, then by the contract's schema", async () => {
    const user = userEvent.setup();
    render(<DepositForm send={async () => {}} />);
    const payee = screen.getByRole('textbox', { name: 'Payee' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });

    await user.type(payee, 'A');
    expect(messageOf(payee)).toBe('Payee is too short');
    await user.type(payee, '1');
    expect(messageOf(payee)).toBe('Payee is not valid');

    await user.type(amount, '12a');
    expect(messageOf(amount)).toBe('Amount is not valid');
    await user.clear(amount);
    await user.type(amount, '99');
    expect(messageOf(amount)).toBe('Amount must be between 100 and 50000');
    await user.clear(amount);
    await user.type(amount, '100');
    expect(messageOf(amount)).toBeNull();
  });

  it('disables the button while sending, and a second press sends nothing more', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DepositForm send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Payee' }), 'Ana Cruz');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');

    await user.click(submitButton());
    expect(isDisabled()).toBe(true);
    expect(submitButton().textContent).toBe('Sending…');
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await user.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(isDisabled()).toBe(false);
    expect(submitButton().textContent).toBe('Deposit');
  });

  it("shows the platform's refusal of a field beside it, focused, and clears it when the field changes", async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {
      throw new ApiFailure('server', 'payee.taken', 'Payee taken', 400);
    });
    render(<DepositForm send={send} />);
    const payee = screen.getByRole('textbox', { name: 'Payee' });
    await user.type(payee, 'Ana Cruz');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(submitButton());

    expect(messageOf(payee)).toBe('Payee is already in use');
    expect(document.activeElement).toBe(payee);
    expect(screen.queryByText('Payee taken')).toBeNull();
    expect(isDisabled()).toBe(true);

    await user.type(payee, 's');
    expect(messageOf(payee)).toBeNull();
    expect(isDisabled()).toBe(false);
  });

  it("shows a refusal about no single field as the form's message", async () => {
    const user = userEvent.setup();
    render(
      <DepositForm
        send={async () => {
          throw new ApiFailure('server', 'deposit.closed', 'Deposits are closed', 400);
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Payee' }), 'Ana Cruz');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Deposits are closed');
  });

  it("with the 'valid' gate holds the button from the start while any field has an issue", async () => {
    const user = userEvent.setup();
    render(<DepositForm send={async () => {}} gate="valid" />);
    expect(isDisabled()).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Payee' }), 'Ana Cruz');
    expect(isDisabled()).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    expect(isDisabled()).toBe(false);
  });
});
