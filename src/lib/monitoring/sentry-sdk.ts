// The part of @sentry/browser the app uses, so the dynamic import loads only that.
export { captureException, init, setUser } from '@sentry/browser';
