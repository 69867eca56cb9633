import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../../domain/errors/codes';
import { TermsNote } from '../site-pages';
import type { SignUpUser } from '../session';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Select, type SelectOption } from '../../components/select';
import { consumerSignUpSchema, proSignUpSchema } from '../../lib/account-forms';
import { failureText } from '../../lib/failure-text';
import { useForm } from '../../lib/use-form';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';
import { useEmailCheck } from './use-email-check';

export interface ProChoices {
  categories: SelectOption[];
  cities: SelectOption[];
  category: string;
}

type Field = 'email' | 'password' | 'last_name' | 'first_name' | 'phone' | 'service_category' | 'service_city';

/**
 * The sign-up form: e-mail (checked on leaving the field), password, names and an optional
 * phone; a pro sign-up adds the service category and the city served.
 */
export function SignUpForm({ pro, onSignedUp, loginLink }: { pro?: ProChoices; onSignedUp: () => void; loginLink: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => s.auth.signingIn);
  const form = useForm(pro ? proSignUpSchema : consumerSignUpSchema, {
    email: '',
    password: '',
    last_name: '',
    first_name: '',
    phone: '',
    service_category: pro?.category ?? '',
    service_city: '',
  } satisfies Record<Field, string>);
  const emailCheck = useEmailCheck();
  const [message, setMessage] = useState<string | undefined>();
  const preselected = pro?.category ?? '';
  const { setValue } = form;
  const chosenCategory = form.values.service_category;

  // A catalogue that arrives late still preselects the page's category, unless one was chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly known category matters.
  useEffect(() => {
    if (preselected && !chosenCategory) setValue('service_category', preselected);
  }, [preselected]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setMessage(undefined);
    const user: SignUpUser = { email: parsed.email, password: parsed.password, last_name: parsed.last_name, first_name: parsed.first_name };
    if (parsed.phone) user.phone = parsed.phone;
    if (pro) {
      user.service_category = parsed.service_category;
      user.service_city = parsed.service_city;
    }
    const result = await dispatch(signIn({ method: 'signUp', body: user }));
    if (signIn.fulfilled.match(result)) return onSignedUp();
    const failure = result.payload;
    if (!failure) return setMessage(t('errors>unknown'));
    if (failure.code === ErrorText.AccountExists) return emailCheck.markTaken();
    const other = form.applyServerErrors(failure.fields);
    if (failure.fields.length === 0 || other.length > 0) setMessage(failureText(t, failure));
  };

  const email = form.field('email');
  const emailError = email.error ?? (emailCheck.taken ? t('auth>signup>emailTaken') : undefined);
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Input
        label={t('auth>signup>email')}
        type="email"
        autoComplete="email"
        required
        {...email}
        error={emailError}
        onChange={(event) => {
          email.onChange(event);
          if (emailCheck.taken) emailCheck.check('');
        }}
        onBlur={() => {
          email.onBlur();
          emailCheck.check(form.values.email);
        }}
      />
      {emailCheck.taken && !email.error && (
        <p className="form__aside">
          <Link to={loginLink}>{t('auth>signup>toLogin')}</Link>
        </p>
      )}
      <Input label={t('auth>signup>password')} type="password" autoComplete="new-password" hint={t('auth>signup>passwordHint')} required {...form.field('password')} />
      <div className="form__pair">
        <Input label={t('auth>signup>lastName')} autoComplete="family-name" required {...form.field('last_name')} />
        <Input label={t('auth>signup>firstName')} autoComplete="given-name" required {...form.field('first_name')} />
      </div>
      <Input label={t('auth>signup>phone')} type="tel" autoComplete="tel" hint={t('auth>signup>phoneHint')} {...form.field('phone')} />
      {pro && (
        <>
          <Select label={t('auth>proSignup>category')} options={pro.categories} placeholder={t('auth>proSignup>choose')} required {...form.field('service_category')} />
          <Select label={t('auth>proSignup>city')} options={pro.cities} placeholder={t('auth>proSignup>choose')} required {...form.field('service_city')} />
        </>
      )}
      <TermsNote />
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('auth>signup>submitting') : t(pro ? 'auth>proSignup>submit' : 'auth>signup>submit')}
      </Button>
    </form>
  );
}
