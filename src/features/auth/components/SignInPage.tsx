import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'errors.required').email('errors.email'),
  password: z.string().min(1, 'errors.required'),
});
type SignInValues = z.infer<typeof signInSchema>;

/** Email and password sign-in (the contract's assumed POST /auth/sign-in). */
export function SignInPage({
  onSignIn,
  notice,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  notice?: string;
}) {
  const { t } = useTranslation(['common', 'form']);
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await onSignIn(email, password);
    } catch (error) {
      if (isApiError(error) && error.status === 401) setFailure(t('auth.invalidCredentials'));
      else if (isApiError(error) && error.status === 429) setFailure(t('rateLimited.description'));
      else setFailure(t('status.offline.description'));
    }
  });

  const fieldError = (message: string | undefined) =>
    message ? t(`form:${message}` as 'form:errors.required') : undefined;

  return (
    <article className="sign-in">
      <title>{`${t('auth.signInTitle')} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('auth.signInTitle')}</h1>
      {notice && <p>{notice}</p>}
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {t('auth.email')}
          <input type="email" autoComplete="email" aria-invalid={!!errors.email} {...register('email')} />
        </label>
        {errors.email && <p className="field-error">{fieldError(errors.email.message)}</p>}
        <label>
          {t('auth.password')}
          <input
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            {...register('password')}
          />
        </label>
        {errors.password && <p className="field-error">{fieldError(errors.password.message)}</p>}
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.submitting') : t('auth.submit')}
        </button>
      </form>
    </article>
  );
}
