import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icons';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'aria-invalid' | 'aria-describedby'>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** The field's issue in words; shown beside it and tied to it by aria-describedby. */
  error?: string | null | undefined;
  /** The id the error text takes (a registered field names it). */
  errorId?: string | undefined;
  hint?: string | null | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  /** Shown inside the field before the input (e.g. the dialling code). */
  leading?: ReactNode;
  /** Shown inside the field after the input (e.g. get-code link, show-password toggle). */
  trailing?: ReactNode;
  showRequired?: boolean | undefined;
  /** Accepted from a registered field; the field computes its own from `error` and `hint`. */
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * A labelled input with its message beside it. Spread a registered field on it:
 * `<TextField label={...} {...form.register('username')} />`.
 */
export function TextField({
  label,
  error,
  errorId,
  hint,
  ref,
  leading,
  trailing,
  showRequired,
  id,
  className,
  'aria-invalid': _invalid,
  'aria-describedby': _describedBy,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = errorId ?? `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const showHint = !!hint && !error;
  const describedBy = [error ? messageId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="form-field__head">
        <label className="form-field__label" htmlFor={inputId}>
          {label}
        </label>
        {/* The marker sits outside the label so the field's name stays the label alone; aria-required says it. */}
        {showRequired && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="form-field__control">
        {leading}
        <input
          {...input}
          id={inputId}
          ref={ref}
          className="form-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={showRequired || undefined}
        />
        {trailing}
      </div>
      {showHint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells the password manager what it is. */
export function PasswordField(props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' | 'off' }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <>
          {props.trailing}
          <button
            type="button"
            className="form-field__action"
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
          </button>
        </>
      }
    />
  );
}
