// The product's one email rule, used by every form that asks for an address (the request form's
// contact step, sign-in, claiming a profile).
import { normalizeWidth } from './width';

/** Where the form runs, for the plus-sign part of the rule. */
export interface EmailHosts {
  productionPublicHost?: string | undefined;
  currentHost?: string | undefined;
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const DOUBLED_SEPARATOR = /([_.+-])\1/;

/** An address as it is checked and sent: typed full width by an IME becomes ASCII, spaces around go. */
export const normalizeEmail = (value: string): string => normalizeWidth(value).trim();

/**
 * A plausible email address (an RFC 5321/5322 subset), checked on {@link normalizeEmail}'s value:
 *
 * - `local@domain`, exactly one `@`, at most 254 characters, the local part at most 64;
 * - local part: ASCII letters, digits and ``! # $ % & ' * + / = ? ^ _ ` { | } ~ -``, in dot-separated
 *   non-empty atoms (no leading or trailing dot); no quoted strings, comments or IP literals;
 * - domain: at least two dot-separated labels of letters, digits and inner hyphens (1–63
 *   characters each), the last (TLD) letters only (2–63) or a punycode `xn--` label;
 * - no two consecutive identical separators among `_ . + -` in the local part (`a..b`, `a__b`,
 *   `a++b`, `a--b` fail; `a.-b` passes). The domain is exempt so that punycode (`xn--…`) domains
 *   stay valid; doubled dots there already fail the label rule;
 * - no `+` at all on the production public host (`currentHost` equals `productionPublicHost`,
 *   case-insensitive; both set).
 *
 * An empty value is not an address (whether one is required is the form's business).
 */
export function isEmail(value: string, hosts: EmailHosts = {}): boolean {
  const text = normalizeEmail(value);
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || DOUBLED_SEPARATOR.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  if (!TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')) return false;
  const { productionPublicHost, currentHost } = hosts;
  const onProduction =
    !!productionPublicHost &&
    !!currentHost &&
    currentHost.toLowerCase() === productionPublicHost.toLowerCase();
  return !(onProduction && text.includes('+'));
}
