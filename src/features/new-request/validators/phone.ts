// The phone rule lives in src/utils/phone.ts (the pro sign-up uses it too).
export { cleanPhoneNumber, japanesePhone } from '../../../utils/phone';
