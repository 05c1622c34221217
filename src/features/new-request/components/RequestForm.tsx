// The request form in steps: progress, the step's questions (and where, on the first step when the
// page named no place), what the last send led to, and back / next / send.
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import type { Language } from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { focusableIn } from '../../../utils/focus';
import { contactLocked, type Submission } from '../submission/submission';
import { AdditionalTextGuideContext } from '../form/kinds/additional-text-guide';
import { RequestJobTypeContext } from '../form/kinds/ZipProCount';
import { progressValue } from '../form/steps';
import { ContactStep, type ContactGoal } from './ContactStep';
import { DateTimeControl } from './DateTimeControl';
import { PrefectureControl } from './PrefectureControl';
import { StepFields } from './StepFields';
import { SubmitNotices } from './SubmitNotices';
import type { RequestFormState } from './use-request-form';
import styles from './RequestModal.module.css';

interface RequestFormProps {
  requestForm: RequestFormState;
  submission: Submission;
  /** When the send the submission belongs to started. */
  sentAt: number;
  /** Sends the answers (`anyway`: despite an open request of the same job type). */
  onSend: (anyway: boolean) => void;
  /** Registering by phone failed in a way email gets past: the contact step asks an email instead. */
  onSwitchToEmail: () => void;
  language: Language;
  /** The job type asked about (for its pro count near a postal code). */
  jobTypeId: string;
  /** The prefectures to choose from, when the page named none. */
  prefectures: { key: string; name: string; nameRome?: string }[] | undefined;
  /** The signed-in visitor's name, said on the last step. */
  signedInName: string | undefined;
  phoneRegistration: boolean;
  /** A conversion goal of the contact step reached. */
  onContactGoal: (goal: ContactGoal) => void;
  /** The "bigger next-request button" experiment's variant B: a larger "next" button. */
  biggerNextButton?: boolean | undefined;
  /** The phoneRequired experiment's variant B: the phone number is not marked optional. */
  phoneRequired?: boolean | undefined;
  /** The progress100BeforeEmail experiment's variant B: a full progress bar on the contact step. */
  fullProgressAtContact?: boolean | undefined;
  /** The secureDataUsage experiment's variant B: how contact data is used, said on the contact step. */
  secureDataNote?: boolean | undefined;
  /** The phoneLogin experiment's variant B: phone registration offered first, and chosen. */
  phoneLogin?: boolean | undefined;
  /** The additionalTextGuide experiment's variant B: a guide under the free-text question. */
  additionalTextGuide?: boolean | undefined;
  requestHref: (requestId: string) => string;
  signInHref: string;
}

/** The send button's text: sending, or a retry after a failure the visitor did not cause. */
function sendLabel(submission: Submission): 'submitting' | 'retry' | 'submit' {
  if (submission.status === 'sending') return 'submitting';
  if (submission.status === 'failed' && submission.failure.kind !== 'code') return 'retry';
  return 'submit';
}

/** Focuses the first control marked invalid in `root` (the first input of an invalid group). */
function focusFirstInvalid(root: HTMLElement) {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const control = invalid.matches('input, select, textarea, button') ? invalid : focusableIn(invalid)[0];
  control?.focus();
}

export function RequestForm({
  requestForm,
  submission,
  sentAt,
  onSend,
  onSwitchToEmail,
  language,
  ...props
}: RequestFormProps) {
  const { t } = useTranslation('request');
  const { form, steps, index, step, isLast } = requestForm;
  const body = useRef<HTMLDivElement>(null);
  const sending = submission.status === 'sending';
  const progress = t('progress', { current: index + 1, total: steps.length });
  const progressShown = progressValue(index, steps.length, {
    contactStep: step.contact,
    fullAtContact: props.fullProgressAtContact ?? false,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  // Each step starts at its top, and a step reached (not the first one shown) takes the focus on
  // its heading: a screen reader says where the visitor is now, and the button pressed (replaced
  // on the last step) does not leave the focus on the page's body.
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    heading.current?.focus();
  }, [index]);
  // A step refused: the first error on screen takes the focus, once its control says it is invalid
  // (the form's own order would put a question before the prefecture shown above it).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && body.current) focusFirstInvalid(body.current);
  }, [refusals]);
  // Switched to registering by email from a failure's button (which goes with the failure): the
  // email field, shown in place of the number's once rendered, takes the focus.
  const [switchedToEmail, setSwitchedToEmail] = useState(0);
  useEffect(() => {
    if (switchedToEmail > 0) form.setFocus('contact.email');
  }, [switchedToEmail, form]);

  return (
    <FormProvider {...form}>
      <form
        className={`request-modal__form ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isLast) onSend(false);
          else
            void requestForm.next().then((moved) => {
              if (!moved) setRefusals((count) => count + 1);
            });
        }}
      >
        <div className={`request-modal__progress ${styles.progress}`}>
          <progress max={steps.length} value={progressShown} aria-label={progress} />
          <span aria-hidden="true">{progress}</span>
        </div>
        <div className={`request-modal__body ${styles.body}`} ref={body}>
          {requestForm.restoredNotice && (
            // Said by a screen reader too: the answers on screen are the visitor's earlier ones.
            <p className="request-modal__notice" role="status">
              {t('draftRestored')}
            </p>
          )}
          <h3 ref={heading} tabIndex={-1}>
            {step.title}
          </h3>
          {isLast && props.signedInName && <p>{t('contact.signedInAs', { name: props.signedInName })}</p>}
          {index === 0 && props.prefectures && (
            <PrefectureControl prefectures={props.prefectures} language={language} />
          )}
          {step.contact && (
            <ContactStep
              phoneRegistration={props.phoneRegistration}
              onGoal={props.onContactGoal}
              phoneRequired={props.phoneRequired ?? false}
              secureDataNote={props.secureDataNote ?? false}
              phoneLogin={props.phoneLogin ?? false}
              locked={contactLocked(submission)}
            />
          )}
          {!step.contact && (
            <AdditionalTextGuideContext value={props.additionalTextGuide ?? false}>
              <RequestJobTypeContext value={props.jobTypeId}>
                <StepFields key={step.key} fields={step.fields} language={language} />
              </RequestJobTypeContext>
            </AdditionalTextGuideContext>
          )}
          {step.dateTime && <DateTimeControl />}
          <SubmitNotices
            submission={submission}
            sentAt={sentAt}
            requestHref={props.requestHref}
            signInHref={props.signInHref}
            onSendAnyway={() => onSend(true)}
            onUseEmail={() => {
              onSwitchToEmail();
              setSwitchedToEmail((count) => count + 1);
            }}
          />
        </div>
        <footer className={`request-modal__actions ${styles.actions}`}>
          {index > 0 && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => requestForm.goTo(index - 1)}
              disabled={sending}
            >
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
              className={`button-primary ${styles.primary} ${buttonClass('primary')}`}
              disabled={sending}
              aria-busy={sending}
            >
              {t(sendLabel(submission))}
            </button>
          ) : (
            // A submit button, so Enter in a step's field submits the form, which goes to the next
            // step (the form's onSubmit); with no submit button a step of several fields ignored Enter.
            <button
              key="next"
              type="submit"
              className={`button-primary ${styles.primary} ${buttonClass('primary', { large: props.biggerNextButton })}`}
            >
              {t('next')}
            </button>
          )}
        </footer>
      </form>
    </FormProvider>
  );
}
