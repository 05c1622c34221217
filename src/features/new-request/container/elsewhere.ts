// What the request modal needs from other features. They are moving out of them in this
// restructure (issue 12: the job-type, alias and pro-count query factories to src/api, the auth
// store to its shared home); until then this is the one place that reaches across.
/* eslint-disable import-x/no-restricted-paths -- temporary, until the modules named above move */
export {
  jobTypeAliasesQueryOptions,
  jobTypeQueryOptions,
  proCountQueryOptions,
} from '../../marketing/api/queries';
export { displayNameOf, useAuthState } from '../../auth/store';
