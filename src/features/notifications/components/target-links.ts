// Links of a target page to the other targets: its request, and a quote where the bell would open it.
import type { LinkProps } from '@tanstack/react-router';
import type { ApplyLink, Side } from '../target-content';

export type RequestLink =
  | { to: '/request/$requestId'; params: { requestId: string } }
  | { to: '/request-detail/$requestId'; params: { requestId: string } };

export const requestLinkTo = (page: 'request' | 'requestDetail', requestId: string): RequestLink =>
  page === 'request'
    ? { to: '/request/$requestId', params: { requestId } }
    : { to: '/request-detail/$requestId', params: { requestId } };

/** The page of a request for `side`: the client's request, or its details (the pros' view). */
export const requestPageOf = (side: Side): 'request' | 'requestDetail' =>
  side === 'pro' ? 'requestDetail' : 'request';

// The targets are a closed set of typed routes; Link's generics cannot follow a union of them.
export const asLink = (target: RequestLink | ApplyLink) => target as LinkProps;
