import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { ReferralInvite } from './referral-invite';
import { ReferralList } from './referral-list';
import { useReferrals } from './use-referrals';

/** The referral program: my link to copy or share, invitations by e-mail, and who joined through me. */
export function ReferralSection() {
  const { t } = useTranslation();
  const { answer, loadFailure, load, invite: sendInvite } = useReferrals();
  const [copied, setCopied] = useState<'ok' | 'failed' | undefined>();

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

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const link = answer?.referral.link ?? '';

  return (
    <section className="referrals" aria-labelledby="referrals-title">
      <h2 id="referrals-title">{t('referrals>title')}</h2>
      {loadFailure && <FailureRetry className="free-credits__error" failure={loadFailure} retryKey="referrals>retry" onRetry={() => void load()} />}
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
          {answer.referral.is_active === 1 && <ReferralInvite limits={answer.limits} sendInvite={sendInvite} />}
          <ReferralList answer={answer} />
        </>
      )}
    </section>
  );
}
