import './switches.css';
import { useId, useState, type ReactNode } from 'react';
import { PHONE_VERIFIER_CHANNELS, type PhoneVerifierChannel } from '@contract/account';
import {
  SWITCH_LIMITS,
  switchCalls,
  type SiteSwitches,
  type SwitchesAnswer,
  type SwitchesPatch,
  type SwitchLimit,
  type SwitchName,
} from '@contract/back-office/switches';
import { GAME_TYPES } from '@contract/domain';
import { REGISTER_FIELDS, WHITELABEL_FLAGS, type RegisterField } from '@contract/site';
import { localeOf } from '../../app/format';
import { callOffice, OfficeError } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SWITCHES_WORDS } from './words';

type T = (typeof SWITCHES_WORDS)['en'];

/** A change waiting for its confirmation: what is sent, and the lines the admin checks. */
interface Proposal {
  patch: SwitchesPatch;
  lines: string[];
}
type Propose = (proposal: Proposal) => void;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The site's switches: each section changes its own, after a confirmation that lists the change. */
export default function SwitchesRoom() {
  const t = useWords(SWITCHES_WORDS);
  const shell = useWords(SHELL_WORDS);
  const query = useOfficeQuery(switchCalls.getSwitches, {});
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const [saved, setSaved] = useState(false);
  const answer = query.data;

  const save = async (pending: Proposal) => {
    setBusy(true);
    setError(null);
    try {
      await callOffice(switchCalls.updateSwitches, pending.patch);
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof OfficeError ? failure : new OfficeError(0, 'office.unreachable', String(failure)));
    } finally {
      setBusy(false);
      setProposal(null);
      query.reload();
    }
  };

  const propose: Propose = (next) => {
    setSaved(false);
    setError(null);
    setProposal(next);
  };

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {saved ? (
        <p className="ok" role="status">
          {t.saved}
        </p>
      ) : null}
      <ErrorMessage error={error ?? query.error} />
      {query.error && !answer ? (
        <button type="button" className="secondary" onClick={query.reload}>
          {shell.tryAgain}
        </button>
      ) : null}
      {!answer ? (
        query.loading ? (
          <p aria-busy="true">{shell.loading}</p>
        ) : null
      ) : (
        // Drafts start again from what is stored whenever the switches are read again.
        <div key={JSON.stringify(answer)}>
          <SiteSection answer={answer} t={t} propose={propose} />
          <GameTypesSection answer={answer} t={t} propose={propose} />
          <FlagsSection answer={answer} t={t} propose={propose} />
          <RegisterFieldsSection answer={answer} t={t} propose={propose} />
          <PhoneSection answer={answer} t={t} propose={propose} />
          <LimitsSection answer={answer} t={t} propose={propose} />
        </div>
      )}
      {proposal ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.confirmSave}
          busy={busy}
          onConfirm={() => void save(proposal)}
          onCancel={() => setProposal(null)}
        >
          <p>{t.confirmIntro}</p>
          <ul>
            {proposal.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

interface SectionProps {
  answer: SwitchesAnswer;
  t: T;
  propose: Propose;
}

/** Who changed these switches last, and when (or that they still hold the configuration's starting value). */
function LastChanged({ answer, names, t }: { answer: SwitchesAnswer; names: readonly SwitchName[]; t: T }) {
  const language = useLanguage();
  const latest = names
    .map((name) => answer.changed[name])
    .filter((change) => change !== undefined)
    .sort((a, b) => (a.at < b.at ? 1 : -1))
    .find((change) => change.by !== null);
  return (
    <p className="switches__changed">
      {latest
        ? fill(t.lastChanged, {
            when: new Date(latest.at).toLocaleString(localeOf(language)),
            who: latest.by ?? '',
          })
        : t.fromConfiguration}
    </p>
  );
}

function Section({
  title,
  help,
  answer,
  names,
  t,
  changed,
  problem,
  onSave,
  children,
}: {
  title: string;
  help?: string;
  answer: SwitchesAnswer;
  names: readonly SwitchName[];
  t: T;
  changed: boolean;
  /** Why the draft cannot be saved as it is, shown instead of "nothing changed". */
  problem?: string | undefined;
  onSave: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {help ? <p>{help}</p> : null}
      <LastChanged answer={answer} names={names} t={t} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (changed && !problem) onSave();
        }}
      >
        {children}
        <div className="actions">
          {problem ? (
            <p className="error" role="alert">
              {problem}
            </p>
          ) : changed ? null : (
            <p className="switches__idle">{t.noChange}</p>
          )}
          <button type="submit" disabled={!changed || !!problem}>
            {t.save}
          </button>
        </div>
      </form>
    </section>
  );
}

const onOff = (t: T, value: boolean) => (value ? t.on : t.off);

function SiteSection({ answer, t, propose }: SectionProps) {
  const stored = answer.switches;
  const [maintenance, setMaintenance] = useState(stored.maintenance);
  const [region, setRegion] = useState(stored.regionRestriction);
  const [prefixText, setPrefixText] = useState(stored.restrictedIpPrefixes.join('\n'));
  const prefixesId = useId();
  const prefixes = [
    ...new Set(
      prefixText
        .split(/[\s,]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
  const patch: SwitchesPatch = {};
  const lines: string[] = [];
  if (maintenance !== stored.maintenance) {
    patch.maintenance = maintenance;
    lines.push(`${t.maintenance}: ${onOff(t, stored.maintenance)} → ${onOff(t, maintenance)}`);
  }
  if (region !== stored.regionRestriction) {
    patch.regionRestriction = region;
    lines.push(`${t.regionRestriction}: ${onOff(t, stored.regionRestriction)} → ${onOff(t, region)}`);
  }
  if (!same(prefixes, stored.restrictedIpPrefixes)) {
    patch.restrictedIpPrefixes = prefixes;
    lines.push(`${t.restrictedIpPrefixes}: ${stored.restrictedIpPrefixes.join(', ') || '—'} → ${prefixes.join(', ') || '—'}`);
  }
  return (
    <Section
      title={t.siteTitle}
      answer={answer}
      names={['maintenance', 'regionRestriction', 'restrictedIpPrefixes']}
      t={t}
      changed={lines.length > 0}
      onSave={() => propose({ patch, lines })}
    >
      <div className="stack">
        <label className="switches__check">
          <input
            type="checkbox"
            checked={maintenance}
            aria-describedby={`${prefixesId}-maintenance`}
            onChange={(event) => setMaintenance(event.target.checked)}
          />
          <strong>{t.maintenance}</strong>
        </label>
        <small id={`${prefixesId}-maintenance`} className="switches__help">
          {t.maintenanceHelp}
        </small>
        <label className="switches__check">
          <input
            type="checkbox"
            checked={region}
            aria-describedby={`${prefixesId}-regionRestriction`}
            onChange={(event) => setRegion(event.target.checked)}
          />
          <strong>{t.regionRestriction}</strong>
        </label>
        <small id={`${prefixesId}-regionRestriction`} className="switches__help">
          {t.regionRestrictionHelp}
        </small>
        <label htmlFor={prefixesId}>{t.restrictedIpPrefixes}</label>
        <textarea
          id={prefixesId}
          rows={4}
          value={prefixText}
          spellCheck={false}
          aria-describedby={`${prefixesId}-help`}
          onChange={(event) => setPrefixText(event.target.value)}
        />
        <small id={`${prefixesId}-help`}>{t.restrictedIpPrefixesHelp}</small>
      </div>
    </Section>
  );
}

function GameTypesSection({ answer, t, propose }: SectionProps) {
  const stored = answer.switches.enabledGameTypes;
  const [enabled, setEnabled] = useState<readonly string[]>(stored);
  const next = GAME_TYPES.filter((type) => enabled.includes(type));
  const added = next.filter((type) => !stored.includes(type));
  const removed = stored.filter((type) => !next.includes(type));
  const lines = [
    ...(added.length ? [`${t.enabledGameTypes}: ${fill(t.gameTypesAdded, { list: added.join(', ') })}`] : []),
    ...(removed.length ? [`${t.enabledGameTypes}: ${fill(t.gameTypesRemoved, { list: removed.join(', ') })}`] : []),
  ];
  return (
    <Section
      title={t.gameTypesTitle}
      help={t.gameTypesHelp}
      answer={answer}
      names={['enabledGameTypes']}
      t={t}
      changed={lines.length > 0}
      onSave={() => propose({ patch: { enabledGameTypes: next }, lines })}
    >
      <fieldset className="switches__grid">
        <legend>{t.enabledGameTypes}</legend>
        {GAME_TYPES.map((type) => (
          <label key={type} className="switches__check">
            <input
              type="checkbox"
              checked={enabled.includes(type)}
              onChange={(event) =>
                setEnabled((current) => (event.target.checked ? [...current, type] : current.filter((entry) => entry !== type)))
              }
            />
            <span>{type}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}

function FlagsSection({ answer, t, propose }: SectionProps) {
  const stored = answer.switches.whitelabel;
  const [flags, setFlags] = useState(stored);
  const changedFlags = WHITELABEL_FLAGS.filter((flag) => flags[flag] !== stored[flag]);
  return (
    <Section
      title={t.flagsTitle}
      help={t.flagsHelp}
      answer={answer}
      names={['whitelabel']}
      t={t}
      changed={changedFlags.length > 0}
      onSave={() =>
        propose({
          patch: { whitelabel: Object.fromEntries(changedFlags.map((flag) => [flag, flags[flag]])) },
          lines: changedFlags.map((flag) => `${flag}: ${onOff(t, stored[flag])} → ${onOff(t, flags[flag])}`),
        })
      }
    >
      <fieldset className="switches__grid">
        <legend>{t.whitelabel}</legend>
        {WHITELABEL_FLAGS.map((flag) => (
          <label key={flag} className="switches__check">
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
            />
            <span>{flag}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}

type Choice = 'default' | 'yes' | 'no';
const choiceOf = (value: boolean | undefined): Choice => (value === undefined ? 'default' : value ? 'yes' : 'no');
const valueOf = (choice: Choice) => (choice === 'default' ? undefined : choice === 'yes');
type FieldRules = SiteSwitches['registerFields'];

/** The rules with empty entries left out, so "all default" compares equal to nothing set. */
function tidy(rules: FieldRules): FieldRules {
  const entries = Object.entries(rules).map(
    ([field, rule]) => [field, Object.fromEntries(Object.entries(rule ?? {}).filter(([, v]) => v !== undefined))] as const,
  );
  return Object.fromEntries(entries.filter(([, rule]) => Object.keys(rule).length > 0)) as FieldRules;
}

function RegisterFieldsSection({ answer, t, propose }: SectionProps) {
  const stored = tidy(answer.switches.registerFields);
  const [rules, setRules] = useState<FieldRules>(stored);
  const next = tidy(rules);
  const changedFields = REGISTER_FIELDS.filter((field) => !same(next[field] ?? {}, stored[field] ?? {}));
  const word = (value: boolean | undefined) => (value === undefined ? t.useDefault : value ? t.yes : t.no);
  const set = (field: RegisterField, key: 'enabled' | 'required', choice: Choice) =>
    setRules((current) => ({ ...current, [field]: { ...current[field], [key]: valueOf(choice) } }));
  return (
    <Section
      title={t.registerTitle}
      help={t.registerHelp}
      answer={answer}
      names={['registerFields']}
      t={t}
      changed={changedFields.length > 0}
      onSave={() =>
        propose({
          patch: { registerFields: next },
          lines: changedFields.map(
            (field) =>
              `${field}: ${t.fieldEnabled} ${word(stored[field]?.enabled)} → ${word(next[field]?.enabled)}, ${t.fieldRequired} ${word(stored[field]?.required)} → ${word(next[field]?.required)}`,
          ),
        })
      }
    >
      <div className="table-scroll">
        <table>
          <caption className="switches__caption">{t.registerFields}</caption>
          <thead>
            <tr>
              <th scope="col">{t.field}</th>
              <th scope="col">{t.fieldEnabled}</th>
              <th scope="col">{t.fieldRequired}</th>
            </tr>
          </thead>
          <tbody>
            {REGISTER_FIELDS.map((field) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                {(['enabled', 'required'] as const).map((key) => (
                  <td key={key}>
                    <select
                      aria-label={`${field}: ${key === 'enabled' ? t.fieldEnabled : t.fieldRequired}`}
                      value={choiceOf(rules[field]?.[key])}
                      onChange={(event) => set(field, key, event.target.value as Choice)}
                    >
                      <option value="default">{t.useDefault}</option>
                      <option value="yes">{t.yes}</option>
                      <option value="no">{t.no}</option>
                    </select>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function PhoneSection({ answer, t, propose }: SectionProps) {
  const stored = answer.switches.phoneVerifier.channel;
  const [channel, setChannel] = useState<PhoneVerifierChannel>(stored);
  const name = (value: PhoneVerifierChannel) => (value === 'firebase' ? t.channelFirebase : t.channelPlatform);
  const id = useId();
  return (
    <Section
      title={t.phoneTitle}
      answer={answer}
      names={['phoneVerifier']}
      t={t}
      changed={channel !== stored}
      onSave={() => propose({ patch: { phoneVerifier: { channel } }, lines: [`${t.phoneVerifier}: ${name(stored)} → ${name(channel)}`] })}
    >
      <div className="stack">
        <label htmlFor={id}>{t.phoneVerifier}</label>
        <select id={id} value={channel} onChange={(event) => setChannel(event.target.value as PhoneVerifierChannel)}>
          {PHONE_VERIFIER_CHANNELS.map((value) => (
            <option key={value} value={value}>
              {name(value)}
            </option>
          ))}
        </select>
      </div>
    </Section>
  );
}

function LimitsSection({ answer, t, propose }: SectionProps) {
  const stored = answer.switches.limits;
  const [texts, setTexts] = useState<Record<string, string>>(
    Object.fromEntries(SWITCH_LIMITS.map((limit) => [limit, String(stored[limit])])),
  );
  const parsed = Object.fromEntries(SWITCH_LIMITS.map((limit) => [limit, Number(texts[limit])]));
  const fits = (limit: SwitchLimit) => Number.isInteger(parsed[limit]) && parsed[limit]! >= 1 && parsed[limit]! <= 1_000_000;
  const valid = SWITCH_LIMITS.every(fits);
  const changedLimits = SWITCH_LIMITS.filter((limit) => parsed[limit] !== stored[limit]);
  return (
    <Section
      title={t.limitsTitle}
      help={t.limitsHelp}
      answer={answer}
      names={['limits']}
      t={t}
      changed={changedLimits.length > 0}
      problem={valid ? undefined : t.limitInvalid}
      onSave={() =>
        propose({
          patch: { limits: Object.fromEntries(changedLimits.map((limit) => [limit, parsed[limit]])) },
          lines: changedLimits.map((limit) => `${t[limit]}: ${stored[limit]} → ${parsed[limit]}`),
        })
      }
    >
      <fieldset className="switches__limits">
        <legend>{t.limits}</legend>
        {SWITCH_LIMITS.map((limit) => (
          <label key={limit}>
            <span>{t[limit]}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={1_000_000}
              step={1}
              required
              aria-invalid={!fits(limit)}
              value={texts[limit]}
              onChange={(event) => setTexts((current) => ({ ...current, [limit]: event.target.value }))}
            />
          </label>
        ))}
      </fieldset>
    </Section>
  );
}
