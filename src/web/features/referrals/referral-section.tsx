import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referInviteSchema } from '../../../domain/referrals/referrals';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useReferrals } from './use-referrals';

const shown = (utc: string) => formatTaipei(parseUtcString(utc), 'YYYY/MM/DD');

/** The referral program: my link to copy or share, invitations by e-mail, and who joined through me. */
export function ReferralSection() {
  const { t } = useTranslation();
  const { answer, loadFailure, load, invite: sendInvite } = useReferrals();
  const [copied, setCopied] = useState<'ok' | 'failed' | undefined>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const copy = async () => {
    if (!answer) return;
    try {
      await navigator.clipboard.writeText(answer.referral.link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  const share = async () => {
    if (!answer) return;
    try {
      await navigator.share({ title: t('referrals>shareTitle'), text: t('referrals>shareText'), url: answer.referral.link });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSent(undefined);
    const parsed = referInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendInvite(parsed.data.email);
      setSent(result.message);
      setEmail('');
      setEmailError(undefined);
    } catch (error) {
      const failure = asFormFailure(error);
      setEmailError(failure.fields.find((f) => f.field === 'email')?.message ?? failureText(t, failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const link = answer?.referral.link ?? '';

  return (
    <section className="referrals" aria-labelledby="referrals-title">
      <h2 id="referrals-title">{t('referrals>title')}</h2>
      {loadFailure && (
        <div className="free-credits__error">
          <FormMessage tone="error" text={failureText(t, loadFailure)} />
          <Button variant="secondary" onClick={() => void load()}>
            {t('referrals>retry')}
          </Button>
        </div>
      )}
      {!answer && !loadFailure && <Loading label={t('referrals>loading')} />}
      {answer && (
        <>
          <p className="referrals__offer">
            {answer.referral.is_active
              ? t('referrals>offer', { referrer: answer.referral.referrer_reward, referred: answer.referral.referred_reward })
              : t('referrals>paused')}
          </p>
          <div className="referrals__link">
            <Input label={t('referrals>linkLabel')} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
            <div className="referrals__buttons">
              <Button onClick={() => void copy()}>{t('referrals>copy')}</Button>
              {canShare && (
                <Button variant="secondary" onClick={() => void share()}>
                  {t('referrals>share')}
                </Button>
              )}
              <a className="btn btn--secondary" href={`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`} target="_blank" rel="noopener noreferrer">
                {t('referrals>line')}
              </a>
            </div>
            <FormMessage tone={copied === 'failed' ? 'error' : 'success'} text={copied ? t(`referrals>copied>${copied}`) : undefined} />
          </div>
          {answer.referral.is_active === 1 && (
            <form className="referrals__invite" onSubmit={invite} noValidate>
              <Input
                label={t('referrals>emailLabel')}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(undefined);
                }}
                error={emailError}
                hint={t('referrals>emailHint', { perDay: answer.limits.invites_per_day, days: answer.limits.reinvite_days })}
              />
              <Button type="submit" disabled={sending}>
                {t(sending ? 'referrals>sending' : 'referrals>send')}
              </Button>
              <FormMessage tone="success" text={sent} />
            </form>
          )}
          <h3>{t('referrals>listTitle')}</h3>
          {answer.referrals.length === 0 ? (
            <EmptyState level={3} title={t('referrals>emptyTitle')} body={t('referrals>emptyBody')} />
          ) : (
            <>
              <p className="referrals__summary">{t('referrals>summary', { count: answer.count, rewarded: answer.rewarded_count, total: answer.reward_total })}</p>
              <ul className="referrals__list">
                {answer.referrals.map((person) => (
                  // joined to the second and the shortened name: unique enough for a list key
                  <li key={`${person.joined}-${person.name}`} className={`referral referral--${person.status}`}>
                    <span className="referral__name">{person.name}</span>
                    <span className="referral__joined">{t('referrals>joined', { date: shown(person.joined) })}</span>
                    <span className="referral__status">{person.status_text}</span>
                    {person.reward > 0 && <span className="referral__reward">{t('referrals>reward', { amount: person.reward })}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
          {answer.invites.length > 0 && (
            <details className="referrals__invites">
              <summary>{t('referrals>invitesTitle', { count: answer.invites.length })}</summary>
              <ul>
                {answer.invites.map((inv) => (
                  // an address is invited at most once a week, so address and time are unique
                  <li key={`${inv.email}-${inv.created}`}>
                    {inv.email} · {shown(inv.created)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
