// The new-request modal: the job type's form in steps, the visitor's contact step with registration
// on the way, the duplicate check, the request sent, and every failure shown with nothing the
// visitor typed lost.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { AuthToken, JobType, Language, User, Utm } from '../../../api';
import type { CaptchaAdapter, PhoneVerificationAdapter } from '../../../lib/captcha';
import { buttonClass } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { localized } from '../../../lib/i18n';
import type { EmailHosts } from '../../../utils/email';
import { browserSessionStorage, draftKey, rememberSessionContext } from '../draft';
import type { ConversionGoal } from '../submission/submit-request';
import { useSubmitRequest } from '../submission/use-submit-request';
import type { VisitorMemory } from '../submission/visitor-memory';
import { CreatedPanel } from './CreatedPanel';
import type { ContactGoal } from './ContactStep';
import { DirectBookingLine } from './DirectBookingLine';
import type { VariantOf } from '../../../lib/monitoring';
import { RequestForm } from './RequestForm';
import styles from './RequestModal.module.css';
import './request-fields.css';
import { useRequestForm } from './use-request-form';

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
  place: { prefecture?: string | undefined; city?: string | undefined };
  /** How many pros can answer (shown in the header when known). */
  proCount?: number | undefined;
  /** The prefectures to choose from when the page named none. */
  prefectures?: { key: string; name: string; nameRome?: string }[] | undefined;
  /** A direct booking to this pro. */
  selectedPro?: { id: string; name: string } | undefined;
  language: Language;
  session: RequestSession;
  /** Signs the visitor in with a fresh registration's token; resolves with the user id. */
  adoptSession: (auth: AuthToken) => Promise<string>;
  /** The signed-in user as the server stored it after the name was saved (the header shows it). */
  onUserSaved: (user: User) => void;
  /**
   * What a visitor's sends keep between tries (an account whose sign-in failed, a name not stored
   * yet): the page's session's, so closing the modal does not forget it; the modal's own without it.
   */
  visitorMemory?: VisitorMemory | undefined;
  captcha: CaptchaAdapter;
  phoneVerification?: PhoneVerificationAdapter | undefined;
  emailHosts: EmailHosts;
  utm?: Utm | undefined;
  /** Where the visitor signs in and comes back to this form. */
  signInHref: string;
  /** Where a request is shown. */
  requestHref: (requestId: string) => string;
  onConversion: (goal: ConversionGoal | ContactGoal, data: Record<string, string>) => void;
  /** The "bigger next-request button" experiment's variant B. */
  biggerNextButton?: boolean | undefined;
  /** The phoneRequired experiment's variant B: the phone number is required beside an email. */
  phoneRequired?: boolean | undefined;
  /** The progress100BeforeEmail experiment's variant B: a full progress bar on the contact step. */
  fullProgressAtContact?: boolean | undefined;
  /** The secureDataUsage experiment's variant B: how contact data is used, on the contact step. */
  secureDataNote?: boolean | undefined;
  /** The additionalTextGuide experiment's variant B: a guide under the free-text question. */
  additionalTextGuide?: boolean | undefined;
  /** The phoneLogin experiment's variant B: the contact step offers the phone number first, chosen. */
  phoneLogin?: boolean | undefined;
  /** The proNameDropOff experiment's variant (B: a request to one pro leaves the pro's name out of its header). */
  proNameDropOff?: VariantOf<'proNameDropOff'> | undefined;
  onClose: () => void;
}

export function RequestModal(props: RequestModalProps) {
  const { jobType, language, session, selectedPro, place } = props;
  const { t } = useTranslation('request');
  const dialog = useRef<HTMLDialogElement>(null);
  const [storage] = useState(browserSessionStorage);
  const key = draftKey(jobType.id, selectedPro?.id);
  const requestForm = useRequestForm({
    jobType,
    language,
    signedIn: session.signedIn,
    pagePrefecture: place.prefecture,
    hosts: props.emailHosts,
    storage,
    draftKey: key,
    phoneRequired: props.phoneRequired,
    contactTitle: t('contact.title'),
  });
  const { submission, sentAt, submit, reset } = useSubmitRequest(
    {
      jobType,
      originJobTypeId: props.originJobTypeId,
      place,
      language,
      selectedProId: selectedPro?.id,
      utm: props.utm,
      draftKey: key,
    },
    {
      adoptSession: props.adoptSession,
      onUserSaved: props.onUserSaved,
      captcha: props.captcha,
      phoneVerification: props.phoneVerification,
      onConversion: props.onConversion,
      storage,
    },
    props.visitorMemory,
  );

  // Open as a real modal dialog (focus kept inside, Esc closes) and mark when it became usable;
  // note where the session's first request started.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    performance.mark('request-form-interactive');
    rememberSessionContext(storage, { entryPath: window.location.pathname, jobTypeId: jobType.id });
  }, [storage, jobType.id]);

  const close = () => {
    dialog.current?.close();
    props.onClose();
  };
  // Handled when the form is sent, never while rendering: the submission reads the latest answers.
  const send = (anyway: boolean) => {
    if (anyway) reset();
    void requestForm.form.handleSubmit(
      (values) =>
        submit({
          values,
          session: { signedIn: session.signedIn, userId: session.userId },
          confirmedDespiteDuplicate: anyway,
        }),
      () => void requestForm.showFirstInvalidStep(),
    )();
  };
  const titleId = `request-modal-title-${jobType.id}`;
  const proCount = !selectedPro && props.proCount !== undefined && props.proCount > 0 ? props.proCount : 0;

  return (
    <dialog
      ref={dialog}
      className={`request-modal ${styles.modal}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className={`request-modal__header ${styles.header}`}>
        <div className={styles.heading}>
          <h2 id={titleId}>{t('title', { jobType: localized(jobType.title, language) })}</h2>
          {selectedPro && <DirectBookingLine proName={selectedPro.name} variant={props.proNameDropOff} />}
          {proCount > 0 && <p data-testid="request-pro-count">{t('proCount', { count: proCount })}</p>}
        </div>
        <button type="button" className={`request-modal__close ${buttonClass('quiet')}`} onClick={close}>
          <CloseIcon size={20} />
          {t('close')}
        </button>
      </header>
      {submission.status === 'created' ? (
        <CreatedPanel request={submission.request} href={props.requestHref(submission.request._id)} />
      ) : (
        <RequestForm
          requestForm={requestForm}
          submission={submission}
          sentAt={sentAt}
          onSend={send}
          onSwitchToEmail={() => {
            // The failure it answered no longer applies; the number typed stays as the contact phone.
            reset();
            requestForm.form.setValue('contact.method', 'email', { shouldDirty: true });
          }}
          language={language}
          jobTypeId={jobType.id}
          prefectures={place.prefecture ? undefined : props.prefectures}
          signedInName={session.signedIn ? session.displayName : undefined}
          phoneRegistration={Boolean(props.phoneVerification)}
          onContactGoal={(goal) => props.onConversion(goal, { jobTypeId: jobType.id })}
          biggerNextButton={props.biggerNextButton}
          phoneRequired={props.phoneRequired}
          fullProgressAtContact={props.fullProgressAtContact}
          secureDataNote={props.secureDataNote}
          additionalTextGuide={props.additionalTextGuide}
          phoneLogin={props.phoneLogin}
          requestHref={props.requestHref}
          signInHref={props.signInHref}
        />
      )}
    </dialog>
  );
}
