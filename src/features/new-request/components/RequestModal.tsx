// The new-request modal (product spec §4 "Request creation"): the job type's form in steps with
// progress, the visitor's contact step with on-the-fly registration, the duplicate check, the
// request sent exactly as §3 says, and every failure of §8 shown with nothing the user typed lost.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi, type AuthToken, type JobType, type Language, type User, type Utm } from '../../../api';
import type { CaptchaAdapter, PhoneVerificationAdapter } from '../../../lib/captcha';
import { localized } from '../../../lib/i18n';
import { reportError } from '../../../lib/monitoring';
import {
  checkDuplicateRequest,
  classifyCreateFailure,
  createRequest,
  isEmailRegistered,
  NOT_DUPLICATE,
  register,
  saveName,
  type Registration,
} from '../api/requests';
import {
  browserSessionStorage,
  clearDraft,
  clearSessionContext,
  draftKey,
  readDraft,
  readSessionContext,
  rememberSessionContext,
  writeDraft,
} from '../draft';
import { rememberCreatedRequest } from '../created';
import { contactSchema, emptyContact } from '../form/contact';
import {
  answersSchema,
  asksDateTime,
  collectAnswers,
  DATE_TIME_KEY,
  defaultAnswers,
  isFieldVisible,
  phoneForApi,
} from '../form/model';
import { buildRequestPayload, expiryHours } from '../payload';
import { initialModalState, requestModalReducer, type RequestContext } from '../state';
import { normalizeWidth, type EmailHosts } from '../validators';
import { ContactStep } from './ContactStep';
import { DateTimeControl, FieldControl, PrefectureControl, type RequestFormValues } from './FieldControl';

export interface RequestSession {
  signedIn: boolean;
  userId: string | undefined;
  displayName: string | undefined;
}

export interface RequestModalProps {
  /** The job type whose request is made (already resolved from an alias). */
  jobType: JobType;
  /** The job type the visitor started from, when it was aliased. */
  originJobTypeId?: string | undefined;
  /** Where the job is, from the page the modal opened from (the prefecture may be unknown). */
  context: Partial<RequestContext>;
  /** How many pros can answer (shown in the header when known). */
  proCount?: number | undefined;
  /** The prefectures to choose from when the context has none. */
  prefectures?: { key: string; name: string; nameRome?: string }[] | undefined;
  /** A direct booking to this pro. */
  selectedPro?: { id: string; name: string } | undefined;
  language: Language;
  session: RequestSession;
  /** Signs the visitor in with a fresh registration's token; resolves with the user id. */
  adoptSession: (auth: AuthToken) => Promise<string>;
  /** The signed-in user as the server stored it after the name was saved (the header shows it). */
  onUserSaved: (user: User) => void;
  captcha: CaptchaAdapter;
  phoneVerification?: PhoneVerificationAdapter | undefined;
  emailHosts: EmailHosts;
  utm?: Utm | undefined;
  /** Where the visitor signs in and comes back to this form. */
  signInHref: string;
  /** Where a request is shown. */
  requestHref: (requestId: string) => string;
  onConversion: (goal: 'newRequestSubmitted' | 'newRequestCreated', data: Record<string, string>) => void;
  onClose: () => void;
  /** When the visitor clicked to open it (performance.now()), for the modal's timings. */
  openedAt?: number | undefined;
}

const DRAFT_SAVE_DELAY_MS = 300;

export function RequestModal(props: RequestModalProps) {
  const { jobType, language, session, selectedPro } = props;
  const { t } = useTranslation('request');
  const api = useApi();
  const [storage] = useState(browserSessionStorage);
  const key = draftKey(jobType.id, selectedPro?.id);
  const [restored] = useState(() => readDraft(storage, key));
  const [state, dispatch] = useReducer(
    requestModalReducer,
    {
      jobTypeId: jobType.id,
      originJobTypeId: props.originJobTypeId,
      context: { ...props.context, prefecture: props.context.prefecture ?? '' },
      proCount: props.proCount,
    },
    initialModalState,
  );
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  // Said once when a submit is blocked, so screen readers hear why nothing was sent.
  const [blocked, setBlocked] = useState(false);
  // Says the answers came back, until the visitor moves on.
  const [restoredNotice, setRestoredNotice] = useState(Boolean(restored));
  const dialog = useRef<HTMLDialogElement>(null);

  const steps = useMemo(() => {
    const byKey = new Map(jobType.fields.map((field) => [field.key, field]));
    const formSteps = jobType.forms.map((form) => ({
      key: form.key,
      title: localized(form.title, language),
      fields: form.fieldKeys.flatMap((fieldKey) => byKey.get(fieldKey) ?? []),
      dateTime: false,
      contact: false,
    }));
    const last = formSteps[formSteps.length - 1];
    if (last && asksDateTime(jobType)) last.dateTime = true;
    return session.signedIn
      ? formSteps
      : [
          ...formSteps,
          { key: 'contact', title: t('contact.title'), fields: [], dateTime: false, contact: true },
        ];
  }, [jobType, language, session.signedIn, t]);

  const schema = useMemo(
    () =>
      z.object({
        answers: answersSchema(jobType, { hosts: props.emailHosts }),
        contact: contactSchema({ signedIn: session.signedIn, language, hosts: props.emailHosts }),
        where: z.object({ prefecture: z.string().min(1, 'errors.required') }),
      }),
    [jobType, props.emailHosts, session.signedIn, language],
  );
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      answers: { ...defaultAnswers(jobType), ...restored?.answers },
      contact: { ...emptyContact, ...restored?.contact, password: '' },
      where: { prefecture: props.context.prefecture ?? restored?.prefecture ?? '' },
    },
    mode: 'onTouched',
  });
  const [wantedStep, setStepIndex] = useState(() => restored?.step ?? 0);
  // Registering mid-flow removes the contact step: the index follows the steps there are.
  const stepIndex = Math.max(0, Math.min(wantedStep, steps.length - 1));
  const step = steps[stepIndex]!;
  const isLast = stepIndex === steps.length - 1;
  const sending = useRef(false);
  /** A name typed before registering that the server has not stored yet (saved on the next try). */
  const pendingName = useRef<{ userId: string; last: string; first: string; phone?: string } | undefined>(
    undefined,
  );

  // Open as a real modal dialog (focus kept inside, Esc closes), and note when it became usable.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const at = performance.now();
    performance.mark('request-form-interactive');
    dispatch({
      type: 'timing',
      name: 'interactive',
      at: props.openedAt === undefined ? 0 : at - props.openedAt,
    });
    rememberSessionContext(storage, { entryPath: window.location.pathname, jobTypeId: jobType.id });
  }, [props.openedAt, storage, jobType.id]);

  // Every change is kept as a draft, a moment after typing stops.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            writeDraft(storage, key, {
              answers: values.answers,
              contact: values.contact,
              prefecture: values.where.prefecture,
              step: stepIndex,
            }),
          DRAFT_SAVE_DELAY_MS,
        );
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, storage, key, stepIndex]);

  const pathsOf = (index: number) => {
    const at = steps[index];
    if (!at) return [];
    if (at.contact) return ['contact' as const];
    const answers = form.getValues('answers');
    const paths: (`answers.${string}` | 'where' | 'contact')[] = at.fields
      .filter((field) => isFieldVisible(field, answers))
      .map((field) => `answers.${field.key}` as const);
    if (at.dateTime) paths.push(`answers.${DATE_TIME_KEY}`);
    if (index === 0) paths.push('where');
    return paths;
  };

  const goTo = (index: number) => {
    setStepIndex(index);
    setRestoredNotice(false);
    const values = form.getValues();
    writeDraft(storage, key, {
      answers: values.answers,
      contact: values.contact,
      prefecture: values.where.prefecture,
      step: index,
    });
    dialog.current?.querySelector('.request-modal__body')?.scrollTo({ top: 0 });
  };

  const next = async () => {
    if (await form.trigger(pathsOf(stepIndex), { shouldFocus: true })) goTo(stepIndex + 1);
  };

  /** Sends the request; `confirmedDespiteDuplicate` after the user chose to send a second one. */
  async function send(values: RequestFormValues, confirmedDespiteDuplicate = false) {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    setAlreadyRegistered(false);
    const payloadFor = (clientId: string) =>
      buildRequestPayload({
        jobTypeId: jobType.id,
        originJobTypeId: props.originJobTypeId,
        fieldsVersion: jobType.fieldsVersion,
        answers: collectAnswers(jobType, values.answers),
        context: { ...props.context, prefecture: values.where.prefecture },
        language,
        selectedProId: selectedPro?.id,
        clientId,
        clientLanguages: { [language]: true },
        utm: props.utm,
        sessionContext: readSessionContext(storage),
        mode: 'modal',
      });
    let payload: ReturnType<typeof payloadFor> | undefined;
    try {
      let userId = session.userId;
      if (!session.signedIn || !userId) {
        const { contact } = values;
        let registration: Registration;
        if (contact.method === 'phone' && props.phoneVerification) {
          const loginPhoneNumber = phoneForApi(contact.phoneNumber);
          registration = {
            mode: 'phoneNumberRegistration',
            loginPhoneNumber,
            password: contact.password,
            phoneNumberVerificationToken: await props.phoneVerification.verify(loginPhoneNumber),
          };
        } else {
          // Sent as validated: full-width characters typed by an IME become ASCII.
          const email = normalizeWidth(contact.email).trim();
          if (await isEmailRegistered(api, email)) {
            setAlreadyRegistered(true);
            dispatch({ type: 'clearError' });
            dispatch({ type: 'failed', failure: { kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' } });
            return;
          }
          registration = { mode: 'client', email };
        }
        userId = await props.adoptSession(await register(api, registration));
        const phone = contact.phoneNumber.trim() ? phoneForApi(contact.phoneNumber) : undefined;
        pendingName.current = {
          userId,
          last: contact.lastName.trim(),
          first: contact.firstName.trim(),
          ...(phone ? { phone } : {}),
        };
      }
      // Registered, but the name not stored yet (this try or a failed one before): store it now.
      const name = pendingName.current;
      if (name && name.userId === userId) {
        const saved = await saveName(
          api,
          userId,
          { last: name.last, first: name.first, language },
          name.phone,
        );
        pendingName.current = undefined;
        props.onUserSaved(saved);
      }
      if (!confirmedDespiteDuplicate) {
        const duplicateRequestId = await checkDuplicateRequest(api, userId, jobType.id);
        dispatch({ type: 'duplicateChecked', duplicateRequestId });
        if (duplicateRequestId !== NOT_DUPLICATE) return;
      }
      payload = payloadFor(userId);
      props.onConversion('newRequestSubmitted', { jobTypeId: jobType.id });
      const created = await createRequest(api, payload, {
        recaptchaV3Token: await props.captcha.v3Token('createRequest'),
        clientSource: props.utm?.source,
      });
      dispatch({ type: 'created', request: created });
      rememberCreatedRequest(storage, created, { userId, jobTypeTitle: jobType.title });
      clearDraft(storage, key);
      clearSessionContext(storage);
      props.onConversion('newRequestCreated', { jobTypeId: jobType.id, requestId: created._id });
    } catch (error) {
      const failure = classifyCreateFailure(error);
      // §8: only what the user cannot be told about is reported, its personal fields masked.
      // Answers are free text a masking rule cannot foresee (a job type's own email or notes
      // fields): the report names the fields answered, never their values.
      if (failure.kind === 'unknown')
        reportError(error, {
          tags: { operation: 'createRequest', jobTypeId: jobType.id },
          extra: {
            request: payload && {
              jobTypeId: payload.jobTypeId,
              fieldKeys: Object.keys(payload.fields),
              jobTypeFieldsVersion: payload.jobTypeFieldsVersion,
              isDirectBooking: payload.isDirectBooking,
              language: payload.language,
              context: { prefecture: payload.context.prefecture, city: payload.context.city },
            },
          },
        });
      dispatch({ type: 'failed', failure });
    } finally {
      sending.current = false;
    }
  }

  // A submit blocked by an answer on another step (a restored draft, a step gone after
  // registering) goes to that step, where the message shows.
  const showFirstInvalidStep = async () => {
    setBlocked(true);
    for (let index = 0; index < steps.length; index += 1) {
      if (!(await form.trigger(pathsOf(index)))) {
        if (index !== stepIndex) goTo(index);
        return;
      }
    }
  };
  // handleSubmit runs at event time only: the handlers read refs (sending, pendingName).
  const submit = (event?: React.BaseSyntheticEvent) =>
    form.handleSubmit(
      (values) => {
        setBlocked(false);
        return send(values);
      },
      () => void showFirstInvalidStep(),
    )(event);
  const close = () => {
    dialog.current?.close();
    props.onClose();
  };
  const failure = state.createRequestError;
  const created = state.createdRequest;
  const titleId = `request-modal-title-${jobType.id}`;

  return (
    <dialog
      ref={dialog}
      className="request-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className="request-modal__header">
        <h2 id={titleId}>{t('title', { jobType: localized(jobType.title, language) })}</h2>
        {selectedPro && <p>{t('directBooking', { pro: selectedPro.name })}</p>}
        {!selectedPro && state.proCount !== undefined && state.proCount > 0 && (
          <p data-testid="request-pro-count">{t('proCount', { count: state.proCount })}</p>
        )}
        <button type="button" className="request-modal__close" onClick={close}>
          {t('close')}
        </button>
      </header>
      {created ? (
        <section className="request-modal__body request-modal__done" data-testid="request-created">
          <h3>{t('success.title')}</h3>
          <p>{t('success.body', { id: created._id })}</p>
          <p>{t('success.expiry', { count: expiryHours(created) })}</p>
          <a href={props.requestHref(created._id)}>{t('success.view')}</a>
        </section>
      ) : (
        <FormProvider {...form}>
          <form
            className="request-modal__form"
            noValidate
            onSubmit={(event) => {
              if (isLast) return void submit(event);
              event.preventDefault();
              void next();
            }}
          >
            <div className="request-modal__progress">
              <progress
                max={steps.length}
                value={stepIndex + 1}
                aria-label={t('progress', { current: stepIndex + 1, total: steps.length })}
              />
              <span aria-hidden="true">{t('progress', { current: stepIndex + 1, total: steps.length })}</span>
            </div>
            <div className="request-modal__body">
              {restoredNotice && <p className="request-modal__notice">{t('draftRestored')}</p>}
              <h3>{step.title}</h3>
              {session.signedIn && isLast && session.displayName && (
                <p>{t('contact.signedInAs', { name: session.displayName })}</p>
              )}
              {stepIndex === 0 && !props.context.prefecture && props.prefectures && (
                <PrefectureControl prefectures={props.prefectures} language={language} />
              )}
              {step.contact ? (
                <ContactStep phoneRegistration={Boolean(props.phoneVerification)} />
              ) : (
                <Fields key={step.key} jobTypeFields={step.fields} language={language} />
              )}
              {step.dateTime && <DateTimeControl />}
              {state.duplicateRequestId && state.duplicateRequestId !== NOT_DUPLICATE && (
                <div className="request-modal__notice" role="alert" data-testid="duplicate-request">
                  <h4>{t('duplicate.title')}</h4>
                  <p>{t('duplicate.body')}</p>
                  <a href={props.requestHref(state.duplicateRequestId)}>{t('duplicate.view')}</a>
                  <button
                    type="button"
                    onClick={() => {
                      dispatch({ type: 'resetDuplicate' });
                      void form.handleSubmit((values) => send(values, true))();
                    }}
                  >
                    {t('duplicate.continue')}
                  </button>
                </div>
              )}
              {state.showingRateLimited && (
                <p className="request-modal__error" role="alert" data-testid="rate-limited">
                  {t('errors.rateLimited')}
                </p>
              )}
              {blocked && !failure && (
                <p className="request-modal__error" role="alert" data-testid="request-blocked">
                  {t('errors.summary')}
                </p>
              )}
              {failure && failure.kind !== 'rateLimited' && (
                <div className="request-modal__error" role="alert" data-testid="request-error">
                  <p>
                    {alreadyRegistered
                      ? t('contact.alreadyRegistered')
                      : failure.kind === 'code'
                        ? t(`errors.codes.${failure.code}` as 'errors.codes.CAPTCHA_FAILED', {
                            defaultValue: t('errors.code', { code: failure.code }),
                          })
                        : t(failure.kind === 'network' ? 'errors.network' : 'errors.unknown')}
                  </p>
                  {alreadyRegistered && <a href={props.signInHref}>{t('contact.signIn')}</a>}
                </div>
              )}
            </div>
            <footer className="request-modal__actions">
              {stepIndex > 0 && (
                <button type="button" onClick={() => goTo(stepIndex - 1)} disabled={state.loading}>
                  {t('back')}
                </button>
              )}
              {/* Keyed apart: the click on "next" that reaches the last step must not land on the
                  send button React would otherwise reuse in place (the browser's activation of
                  the click runs after the step change and would submit the form). */}
              {isLast ? (
                <button
                  key="send"
                  type="submit"
                  className="button-primary"
                  disabled={state.loading}
                  aria-busy={state.loading}
                >
                  {state.loading
                    ? t('submitting')
                    : failure && failure.kind !== 'code'
                      ? t('retry')
                      : t('submit')}
                </button>
              ) : (
                <button key="next" type="button" className="button-primary" onClick={() => void next()}>
                  {t('next')}
                </button>
              )}
            </footer>
          </form>
        </FormProvider>
      )}
    </dialog>
  );
}

function Fields({ jobTypeFields, language }: { jobTypeFields: JobType['fields']; language: Language }) {
  const { control } = useFormContext<RequestFormValues>();
  // Re-renders only when a hide expression flips, not on every keystroke. (Keyed by step: useWatch
  // computes again only when a value changes, so a new step needs a new instance.)
  const visible = useWatch({
    control,
    name: 'answers',
    compute: (answers: RequestFormValues['answers']) =>
      jobTypeFields
        .filter((field) => isFieldVisible(field, answers))
        .map((field) => field.key)
        .join('|'),
  }).split('|');
  return (
    <>
      {jobTypeFields
        .filter((field) => visible.includes(field.key))
        .map((field) => (
          <FieldControl key={field.key} field={field} language={language} />
        ))}
    </>
  );
}
