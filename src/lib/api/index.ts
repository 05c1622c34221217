export type { paths } from '../../../generated/api';
