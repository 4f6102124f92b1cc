import type { FormEvent, ReactNode } from 'react';
import './form.css';

/**
 * A form the helper checks itself (no browser bubbles), named for assistive technology. Sent the
 * browser's way (before the app took over a page the server drew), it posts: what was typed never
 * goes into an address, and the server answers with the page again.
 */
export function Form({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => Promise<void> | void;
  children: ReactNode;
}) {
  return (
    <form className="form" method="post" aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
    </form>
  );
}

/** The form's own message (a refusal that is about no single field). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

/** The submit button: disabled while sending and while the form is known invalid (see SubmitGate). */
export function SubmitButton({
  form,
  children,
  sendingLabel,
  disabled = false,
}: {
  form: { sending: boolean; submitDisabled: boolean };
  children: ReactNode;
  /** What the button says while sending; its label by default. */
  sendingLabel?: ReactNode;
  /** A reason of the page's own to hold the button (a disclaimer not yet accepted). */
  disabled?: boolean;
}) {
  return (
    <button type="submit" className="btn btn--gold btn--block" disabled={form.submitDisabled || disabled} aria-busy={form.sending}>
      {form.sending && sendingLabel ? sendingLabel : children}
    </button>
  );
}
