// The mock kit's stand-in for the phone-login provider's script (served by the companion at
// /mock-widgets/phone-login.js, reached through the app's proxy like the fixtures' images). It
// puts `window.phoneLoginWidget` up the way the app expects of the provider (src/lib/phone-login):
// `initialized` turns true once it has set itself up, and `verify({ phoneNumber, language })`
// opens a modal dialog that "sends" an SMS code and asks for it. The code is always 123456 (the dialog
// says so); the right code resolves with a token `pv-stand-in-<last four digits>-<random>`,
// Cancel rejects. `?init=never` gives a script that never initializes (the app's timeout).

/** The code the stand-in "sends". */
export const STAND_IN_SMS_CODE = '123456';

/** The start of the tokens the stand-in issues (then the number's last four digits, `-`, a random part). */
const TOKEN_PREFIX = 'pv-stand-in-';

/**
 * Whether a `phoneNumberVerificationToken` is one the kit's stand-ins issued for `phoneNumber`: this
 * widget's (`pv-stand-in-<last four>-<random>`), or the app's build-time stub when no widget is
 * configured (src/lib/captcha: `stub-phone-verification:<last four>`). Anything else, or a token of
 * another number, is what a real provider would refuse.
 */
export function isStandInVerificationToken(token: string, phoneNumber: string): boolean {
  const lastFour =
    /^pv-stand-in-(\d{4})-[a-z0-9]+$/.exec(token)?.[1] ??
    /^stub-phone-verification:(\d{4})$/.exec(token)?.[1];
  return lastFour !== undefined && phoneNumber.replace(/\D/g, '').endsWith(lastFour);
}

const TEXTS = {
  ja: {
    title: '電話番号の確認（モック）',
    sent: '末尾 {last4} の電話番号に確認コードを送りました（モックのため、コードは {code} です）。',
    code: '確認コード',
    confirm: '確認する',
    cancel: 'キャンセル',
    wrong: '確認コードが違います。',
  },
  en: {
    title: 'Verify your phone number (mock)',
    sent: 'We sent a code to the number ending {last4} (this is the mock: the code is {code}).',
    code: 'Verification code',
    confirm: 'Verify',
    cancel: 'Cancel',
    wrong: 'That code is not right.',
  },
};

/** The script's text; `initialize: false` never sets `initialized`. */
export function phoneLoginWidgetScript({ initialize }: { initialize: boolean }): string {
  return `(function () {
  'use strict';
  var TEXTS = ${JSON.stringify(TEXTS)};
  var CODE = ${JSON.stringify(STAND_IN_SMS_CODE)};
  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }
  function verify(options) {
    var t = TEXTS[options.language] || TEXTS.ja;
    var digits = String(options.phoneNumber).replace(/\\D/g, '');
    var last4 = digits.slice(-4);
    return new Promise(function (resolve, reject) {
      // A modal <dialog> of its own: on top of any modal the page has open (the request form's).
      var dialog = element('dialog', {
        'data-phone-login-widget': 'stand-in',
        'aria-labelledby': 'phone-login-widget-title',
        style: 'border:0;padding:0;border-radius:8px;max-width:360px;width:90%',
      });
      var box = element('form', {
        style: 'background:#fff;color:#222;padding:24px;font:16px/1.5 sans-serif',
      });
      box.appendChild(element('h2', { id: 'phone-login-widget-title', style: 'margin:0 0 8px;font-size:18px' }, t.title));
      box.appendChild(element('p', {}, t.sent.replace('{last4}', last4).replace('{code}', CODE)));
      var label = element('label', { style: 'display:block;margin:8px 0' }, t.code);
      var input = element('input', {
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        style: 'display:block;width:100%;margin-top:4px;font-size:16px;padding:6px',
      });
      label.appendChild(input);
      box.appendChild(label);
      var error = element('p', { role: 'alert', style: 'color:#b00020;min-height:1.5em;margin:4px 0' });
      box.appendChild(error);
      var confirm = element('button', { type: 'submit', style: 'margin-right:8px;padding:6px 16px' }, t.confirm);
      var cancel = element('button', { type: 'button', style: 'padding:6px 16px' }, t.cancel);
      box.appendChild(confirm);
      box.appendChild(cancel);
      dialog.appendChild(box);
      var settled = false;
      function close() { settled = true; dialog.close(); dialog.remove(); }
      box.addEventListener('submit', function (event) {
        event.preventDefault();
        if (input.value.trim() !== CODE) {
          error.textContent = t.wrong;
          input.focus();
          return;
        }
        close();
        resolve(${JSON.stringify(TOKEN_PREFIX)} + last4 + '-' + Math.random().toString(36).slice(2, 10));
      });
      function cancelled() {
        if (settled) return;
        close();
        reject(new Error('phone verification cancelled'));
      }
      cancel.addEventListener('click', cancelled);
      dialog.addEventListener('cancel', function (event) { event.preventDefault(); cancelled(); });
      document.body.appendChild(dialog);
      dialog.showModal();
      input.focus();
    });
  }
  var widget = { initialized: false, verify: verify };
  window.phoneLoginWidget = widget;
  ${initialize ? 'setTimeout(function () { widget.initialized = true; }, 0);' : '// ?init=never: the widget never says it is ready.'}
})();
`;
}
